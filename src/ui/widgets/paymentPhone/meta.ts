import { defineWidget } from '../../../definitions/widget-meta';
import { fieldProp, linkProp, payProps, ruleProp } from '../../../definitions/widget-prop-schemas';

export const meta = defineWidget({
  name: 'paymentPhone',
  description: "The wallet account number for methods that ask one (prefilled from `prefill`): written to <bound>.sof_msisdn, then the pay actions run.",
  bind: 'required',
  props: {
    type: 'object',
    additionalProperties: false,
    properties: {
      ...payProps,
      field: fieldProp,
      back: {...linkProp, description: 'Where to choose a method when none is chosen.'},
      prefill: {...ruleProp, description: 'The number the field starts with (e.g. the recipient\'s), until the customer enters one.'}
    },
    required: ['pay', 'field', 'back']
  },
});
