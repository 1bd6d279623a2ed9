import { defineWidget } from '../../../definitions/widget-meta';
import { noProps } from '../prop-schemas';

export const meta = defineWidget({
  name: 'cartSteps',
  description: "The cart steps of the journey (its traits.cartSteps), the step\u2019s cartStep highlighted.",
  bind: 'none',
  props: noProps,
});
