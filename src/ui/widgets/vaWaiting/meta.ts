import { defineWidget } from '../../../definitions/widget-meta';
import { waitingProps } from '../../../definitions/widget-prop-schemas';

export const meta = defineWidget({
  name: 'vaWaiting',
  description: "Virtual account: the VA number with a copy button and the ATM guide; polls the payment source.",
  bind: 'required',
  props: waitingProps,
});
