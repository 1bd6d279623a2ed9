import { defineWidget } from '../../../definitions/widget-meta';
import { payProps } from '../../../definitions/widget-prop-schemas';

export const meta = defineWidget({
  name: 'paymentMethods',
  description: "Payment methods of site.json grouped CC, E_WALLET, VA. Choosing writes { method } to the bound path; methods that ask a phone go to site.paymentPhonePage first, the others run the pay actions and go to the method\u2019s page (cards to the provider).",
  bind: 'required',
  props: {
    type: 'object',
    additionalProperties: false,
    properties: {
      ...payProps
    },
    required: ['pay']
  },
});
