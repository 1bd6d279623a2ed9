import { defineWidget } from '../../../definitions/widget-meta';
import { actionsProp, fieldProp, linkProp, sourceProp, templateProp } from '../../../definitions/widget-prop-schemas';

export const meta = defineWidget({
  name: 'retryPayment',
  description: "Opens an order its customer names: order ID + email (from the URL or a form) are looked up through a source (the server checks the email), the order is written to the bound path, the `loaded` actions run, then on to the next page (retry payment: the payment page; 'How to pay using VA': the VA page of that order).",
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
