import { defineWidget } from '../../../definitions/widget-meta';
import { linkProp } from '../../../definitions/widget-prop-schemas';

export const meta = defineWidget({
  name: 'promoDetail',
  description: "One promo by its code (route parameter promo_code).",
  serverRender: true,
  bind: 'none',
  props: {
    type: 'object',
    additionalProperties: false,
    properties: {
      back: linkProp
    },
    required: ['back']
  },
});
