import { defineWidget } from '../../../definitions/widget-meta';
import { fieldProp, sourceProp, templateProp } from '../prop-schemas';

export const meta = defineWidget({
  name: 'trackOrder',
  description: "Order tracking: order ID + email form (the page is reopened with both as route parameters), then the status timeline from a source (looked up at once when both are in the URL, A31).",
  bind: 'none',
  props: {
    type: 'object',
    additionalProperties: false,
    properties: {
      fields: {
        type: 'array',
        minItems: 2,
        maxItems: 2,
        items: fieldProp
      },
      source: sourceProp,
      input: templateProp
    },
    required: ['fields', 'source', 'input']
  },
});
