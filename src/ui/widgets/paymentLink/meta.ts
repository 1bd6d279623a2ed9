import { defineWidget } from '../../../definitions/widget-meta';
import { waitingProps } from '../../../definitions/widget-prop-schemas';

export const meta = defineWidget({
  name: 'paymentLink',
  description: "Wallet link payment: a button to the provider\u2019s link, then waiting; polls the payment source.",
  bind: 'required',
  props: waitingProps,
});
