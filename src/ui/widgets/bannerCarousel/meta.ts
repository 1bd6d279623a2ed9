import { defineWidget } from '../../../definitions/widget-meta';
import { noProps } from '../prop-schemas';

export const meta = defineWidget({
  name: 'bannerCarousel',
  description: "Home banner carousel (content: banner).",
  bind: 'none',
  chunk: 'home',
  props: noProps,
});
