import { defineWidget } from '../../../definitions/widget-meta';
import { noProps } from '../../../definitions/widget-prop-schemas';

export const meta = defineWidget({
  name: 'faq',
  description: "Home FAQ section, loaded lazily below the fold (content: faq).",
  serverRender: true,
  bind: 'none',
  chunk: 'home',
  props: noProps,
});
