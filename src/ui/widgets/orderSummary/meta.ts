import { defineWidget } from '../../../definitions/widget-meta';
import { propsOf, ruleProp, uiProp } from '../../../definitions/widget-prop-schemas';

/** One line: a label (a ui key, or a rule), an optional detail, and a text or an amount computed by rules. */
const line = propsOf({
  id: { type: 'string', pattern: '^[a-z][a-z0-9-]*$' },
  label: uiProp,
  labelFrom: ruleProp,
  text: ruleProp,
  detail: ruleProp,
  amount: ruleProp,
  was: ruleProp,
  format: { type: 'string', enum: ['money', 'msisdn', 'text'] },
  zeroText: uiProp,
  when: ruleProp,
  minor: { type: 'boolean' },
  note: { ...uiProp, description: 'A ui key: a sentence under the label saying what the line is (a deposit: what it is, whether it is returned); %s is its amount.' },
}, ['id'] as const);

export const meta = defineWidget({
  name: 'orderSummary',
  description: "The order summary: lines of labels and amounts computed from the state by JSON Logic, and the total.",
  bind: 'none',
  props: propsOf({ lines: { type: 'array', items: line }, total: line }, ['lines', 'total'] as const),
});
