import { defineWidget, requireChoice } from '../../../definitions/widget-meta';
import { actionsProp, ruleProp } from '../../../definitions/widget-prop-schemas';

export const meta = defineWidget({
  name: 'numberCompare',
  description: "The numbers ticked for comparison side by side (A41): number, type, price with the old price struck through, label in the current language; 'Choose this number' runs `check` (availability; a failing call keeps it unchosen), then writes { id, msisdn, type, label, price, old_price } (as numberPicker) and runs `onChoose`. Nothing ticked: a way back (`back`, else the browser's back).",
  bind: 'required',
  props: {
    type: 'object',
    additionalProperties: false,
    properties: {
      numbers: {...ruleProp, description: 'The compared list [{ id, msisdn, type, price, old_price, label_id, label_en }], e.g. {"var": "compared"}.'},
      check: {...actionsProp, description: 'Run with input.id when a number is chosen; a failing call keeps it unchosen.'},
      onChoose: {...actionsProp, description: 'Run after the choice is written (e.g. clear the compared list, go back to the order step).'},
      back: {...actionsProp, description: 'The way back when nothing is ticked (e.g. navigate to the order step); absent: the browser goes back.'}
    },
    required: ['numbers']
  },
  complete: requireChoice('number.required'),
});
