import { defineWidget } from '../../../definitions/widget-meta';
import { linkProp, propsOf, ruleProp } from '../../../definitions/widget-prop-schemas';

export const meta = defineWidget({
  name: 'activation',
  description: "A postpaid activation's result (the result phase of its page): complete (within the site's postpaidActivationHours) or failed (what to do next), the order's ID and the activation's own order (POSTACTV) with a link to track it.",
  bind: 'none',
  props: propsOf({
    complete: { ...ruleProp, description: 'Whether the activation is complete (e.g. the submit answer\'s status is COMPLETE); else it failed.' },
    orderCode: { ...ruleProp, description: "The order's ID." },
    activationCode: { ...ruleProp, description: "The activation's own order code; absent or empty: no line and no tracking link." },
    track: { ...linkProp, description: "The tracking of the activation's own order (input.activationCode)." },
  }, ['complete', 'orderCode'] as const),
  // Its page's phases are covered like a form (scripts/gen-flow-tests/page-form-plan.ts): each result as `activation-<result>`.
  form: { results: ['complete', 'failed'] },
});
