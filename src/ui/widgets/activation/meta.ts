import { defineWidget } from '../../../definitions/widget-meta';
import { actionsProp, fieldsProp, linkProp, sourceProp, templateProp } from '../../../definitions/widget-prop-schemas';

export const meta = defineWidget({
  name: 'activation',
  description: "Postpaid activation after purchase: order ID + email (the page is reopened with both as route parameters and looked up at once when both are there, A31), the order found, then its activation submitted once: complete or failed. Lookup errors show the catalogue entries of `errorContext` (A7), an unpaid VA payment as the '<code>va' variant with its number and bank.",
  bind: 'none',
  props: {
    type: 'object',
    additionalProperties: false,
    properties: {
      fields: fieldsProp(2, 2),
      lookup: { ...sourceProp, description: 'Reads the order that may be activated (input.orderCode, input.email).' },
      submit: {
        ...actionsProp, minItems: 1, maxItems: 1,
        description: "The call that submits the activation (templates over input.orderCode, input.email); the widget reads its answer's status, COMPLETE or FAILED."
      },
      input: templateProp,
      errorContext: {
        type: 'string', pattern: '^[a-z][A-Za-z0-9]*$',
        description: "The catalogue context whose entries ('<context>.<code>') win over the generic ones."
      },
      track: { ...linkProp, description: "The tracking of the activation's own order (input.activationCode)." },
      errorParams: { ...templateProp, description: "Route parameters the error buttons' targets are filled with (the order's code and email)." }
    },
    required: ['fields', 'lookup', 'submit', 'input']
  },
  form: { fields: 'fields', lookup: 'lookup', submit: 'submit', errorContext: 'errorContext', results: ['complete', 'failed'] },
});
