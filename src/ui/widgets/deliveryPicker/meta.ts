import { defineWidget, requireChoice } from '../../../definitions/widget-meta';
import { actionsProp, sourceProp, templateProp } from '../../../definitions/widget-prop-schemas';

export const meta = defineWidget({
  name: 'deliveryPicker',
  description: "Delivery: courier options or pick-up at a store (offered only where a store serves; each with its name, address and hours), from a data source (input: coverageId, packageId, address); writes { method, ctype, storeId, name, fee, old_fee, free, sla, last } (last: the courier ctype and store id last chosen, so going to pick-up and back keeps the courier).",
  bind: 'required',
  props: {
    type: 'object',
    additionalProperties: false,
    properties: {
      source: sourceProp,
      input: templateProp,
      requires: {
        type: 'array',
        items: {type: 'string', minLength: 1},
        description: 'Input keys that must have a value before the options are asked for (e.g. the address); the input is read after the site debounce.'
      },
      onMethod: {
        type: 'object',
        additionalProperties: false,
        properties: {
          courier: {...actionsProp, description: 'Run when courier delivery is chosen.'},
          pickup: {...actionsProp, description: 'Run when pick-up at a store is chosen.'}
        },
        description: 'What choosing a method means for the order (e.g. the state a pick-up sets).'
      },
      storeCtype: {
        type: 'integer',
        minimum: 1,
        maximum: 99,
        description: 'The courier id of store pick-up (spec: 5).'
      }
    },
    required: ['source', 'input']
  },
  complete: requireChoice('delivery.required', 'ctype'),
});
