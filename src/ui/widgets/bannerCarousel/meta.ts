import { defineWidget } from '../../../definitions/widget-meta';
import { linkProp, propsOf } from '../../../definitions/widget-prop-schemas';

export const meta = defineWidget({
  name: 'bannerCarousel',
  description: "Home banner carousel (content: banner); each banner links to its promo (`promo`: a link whose params read input.code).",
  serverRender: true,
  bind: 'none',
  chunk: 'home',
  props: propsOf({ promo: linkProp }, [] as const),
});
