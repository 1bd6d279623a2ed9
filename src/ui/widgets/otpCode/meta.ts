import { defineWidget } from '../../../definitions/widget-meta';
import { fieldProp, ruleProp } from '../../../definitions/widget-prop-schemas';

export const meta = defineWidget({
  name: 'otpCode',
  description: "Where a one-time code went and until when it is valid, beside the form field it is typed into (`field`); the step's submit verifies it with the server.",
  bind: 'none',
  props: {
    type: 'object',
    additionalProperties: false,
    properties: {
      field: {...fieldProp, description: 'The field the code is typed into (a form block of the step shows it).'},
      recipient: {...ruleProp, description: 'The email or number the code was sent to, as the customer typed it.'},
      until: {...ruleProp, description: "Epoch ms until which the code is valid (the send answer's otp_timeout)."}
    },
    required: ['field', 'recipient', 'until']
  },
});
