import { defineWidget, requireChoice } from '../../../definitions/widget-meta';
import { sourceProp, templateProp } from '../prop-schemas';

export const meta = defineWidget({
  name: 'deliveryPicker',
  description: "Delivery: courier options or pick-up at a store, from a data source (input: coverageId, packageId, address); writes { method, ctype, storeId, name, fee, old_fee, free, sla }.",
  bind: 'required',
  props: {
    type: 'object',
    additionalProperties: false,
    properties: {
      source: sourceProp,
      input: templateProp,
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
