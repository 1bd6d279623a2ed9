import { defineWidget } from '../../../definitions/widget-meta';
import { fieldProp, linkProp, payProps } from '../prop-schemas';

export const meta = defineWidget({
  name: 'paymentPhone',
  description: "The wallet account number for methods that ask one: written to <bound>.sof_msisdn, then the pay actions run.",
  bind: 'required',
  props: {
    type: 'object',
    additionalProperties: false,
    properties: {
      ...payProps,
      field: fieldProp,
      back: {...linkProp, description: 'Where to choose a method when none is chosen.'}
    },
    required: ['pay', 'field', 'back']
  },
});
