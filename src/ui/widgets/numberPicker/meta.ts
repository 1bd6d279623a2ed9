import { defineWidget, requireChoice } from '../../../definitions/widget-meta';
import { actionsProp, fieldProp, sourceProp, templateProp } from '../prop-schemas';

export const meta = defineWidget({
  name: 'numberPicker',
  description: "Number choice: regular numbers (3-4 digit search) and vanity numbers by label (6 character search); availability is checked on selection (numbers.status). Writes { id, msisdn, type, label, price, old_price }.",
  bind: 'required',
  props: {
    type: 'object',
    additionalProperties: false,
    properties: {
      source: sourceProp,
      vanitySource: sourceProp,
      input: templateProp,
      searchField: fieldProp,
      vanitySearchField: fieldProp,
      check: {...actionsProp, description: 'Run with input.id when a number is picked; a failing call keeps it unpicked.'}
    },
    required: ['source']
  },
  complete: requireChoice('number.required'),
});
