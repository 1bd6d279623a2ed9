import { defineWidget } from '../../../definitions/widget-meta';
import { waitingProps } from '../../../definitions/widget-prop-schemas';

export const meta = defineWidget({
  name: 'qrPayment',
  description: "QR payment: the QR image with the expiry countdown; polls the payment source until paid or failed.",
  bind: 'required',
  props: waitingProps,
});
