import { defineWidget } from '../../../definitions/widget-meta';
import { waitingProps } from '../../../definitions/widget-prop-schemas';

export const meta = defineWidget({
  name: 'paymentStatic',
  description: "Payment status page: polls the payment source and moves on by itself.",
  bind: 'required',
  props: waitingProps,
});
