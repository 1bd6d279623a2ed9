import { defineWidget } from '../../../definitions/widget-meta';
import { propsOf, ruleProp } from '../../../definitions/widget-prop-schemas';

export const meta = defineWidget({
  name: 'activationFound',
  description: "The postpaid order an activation lookup found: its order ID and number (rules over the state, e.g. the lookup's stored answer), under the screen's foundTitle.",
  bind: 'none',
  props: propsOf({
    orderCode: { ...ruleProp, description: "The order's ID." },
    msisdn: { ...ruleProp, description: "The order's number (62... or 08...), shown as 08..; absent or empty: no line." },
  }, ['orderCode'] as const),
});
