import { defineWidget, requireChoice } from '../../../definitions/widget-meta';
import { actionsProp, fieldProp, ruleProp, sourceProp, stateProp, templateProp } from '../../../definitions/widget-prop-schemas';
import { blockInput, regularListInput } from './list-input';

export const meta = defineWidget({
  name: 'numberPicker',
  description: "Number choice: regular numbers (3-4 digit search) and vanity numbers by label (6 character search); availability is checked on selection (numbers.status). Writes { id, msisdn, type, label, price, old_price }. Compare mode (A41): a compare box per number, at most compare.max ticked; the compare button (from 2) writes [{ id, msisdn, type, price, old_price, label_id, label_en }] to compare.store and runs compare.actions. Retail mode (A28): when the retail rule holds, vanity numbers come from retailVanitySource.",
  serverRender: true,
  bind: 'required',
  props: {
    type: 'object',
    additionalProperties: false,
    properties: {
      source: sourceProp,
      vanitySource: sourceProp,
      retailVanitySource: {...sourceProp, description: 'The vanity source of a retail store visit (used when `retail` holds).'},
      retail: {...ruleProp, description: 'When it holds, the vanity list comes from retailVanitySource (e.g. {"var": "retail_store"}).'},
      input: templateProp,
      searchField: fieldProp,
      vanitySearchField: fieldProp,
      check: {...actionsProp, description: 'Run with input.id when a number is picked; a failing call keeps it unpicked.'},
      compare: {
        type: 'object', additionalProperties: false, required: ['store'],
        description: 'Compare mode: tick up to max numbers; the compare button writes them to the state path store and runs actions.',
        properties: {
          max: {type: 'integer', minimum: 2, maximum: 10, default: 3},
          store: {...stateProp, description: 'The state key the ticked list is written to (a declared journey state key).'},
          actions: {...actionsProp, description: 'Run after the list is written (e.g. navigate to the comparison step).'}
        }
      }
    },
    required: ['source']
  },
  complete: requireChoice('number.required'),
  // Measured on a 375 px phone with the seeded catalogue: the block's usual height.
  skeleton: { height: 588 },
  // Its first page of regular numbers is read on mount: that read may start with the route's code.
  prefetch: true,
  prefetchInput: (props, snapshot) => regularListInput(blockInput(props.input, snapshot), '', 0),
});
