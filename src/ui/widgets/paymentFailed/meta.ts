import { defineWidget } from '../../../definitions/widget-meta';
import { linkProp } from '../../../definitions/widget-prop-schemas';

export const meta = defineWidget({
  name: 'paymentFailed',
  description: "Payment failed: retry and home links.",
  bind: 'none',
  props: {
    type: 'object',
    additionalProperties: false,
    properties: {
      retry: linkProp,
      home: linkProp
    },
    required: ['retry', 'home']
  },
});
