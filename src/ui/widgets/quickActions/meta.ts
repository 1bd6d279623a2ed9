import { defineWidget } from '../../../definitions/widget-meta';
import { noProps } from '../../../definitions/widget-prop-schemas';

export const meta = defineWidget({
  name: 'quickActions',
  description: "Home quick-action tiles (content: quickActionTile).",
  serverRender: true,
  bind: 'none',
  chunk: 'home',
  props: noProps,
});
