import { defineWidget } from '../../../definitions/widget-meta';
import { noProps } from '../../../definitions/widget-prop-schemas';

export const meta = defineWidget({
  name: 'roamingPromos',
  description: "Home roaming promo carousel (content: roamingPromo).",
  serverRender: true,
  bind: 'none',
  chunk: 'home',
  props: noProps,
});
