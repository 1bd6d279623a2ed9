import { defineWidget } from '../../../definitions/widget-meta';
import { noProps } from '../../../definitions/widget-prop-schemas';

export const meta = defineWidget({
  name: 'fiveSteps',
  description: "The five how-to-buy steps of the home (A15).",
  serverRender: true,
  bind: 'none',
  chunk: 'home',
  props: noProps,
});
