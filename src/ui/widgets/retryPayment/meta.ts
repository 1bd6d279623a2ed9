import { defineWidget } from '../../../definitions/widget-meta';
import { actionsProp, fieldProp, linkProp, sourceProp, templateProp } from '../prop-schemas';

export const meta = defineWidget({
  name: 'retryPayment',
  description: "Retry a payment: order ID + email (from the URL or a form) are looked up through a source, the order is written to the bound path, then on to the next page.",
  bind: 'required',
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
      input: templateProp,
      loaded: actionsProp,
      next: linkProp
    },
    required: ['fields', 'source', 'input', 'next']
  },
});
