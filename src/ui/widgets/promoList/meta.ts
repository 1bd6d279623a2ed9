import { defineWidget } from '../../../definitions/widget-meta';
import { linkProp } from '../../../definitions/widget-prop-schemas';

export const meta = defineWidget({
  name: 'promoList',
  description: "All promos (content: promo), each linking to its detail (the detail link, with input.code).",
  serverRender: true,
  bind: 'none',
  props: {
    type: 'object',
    additionalProperties: false,
    properties: {
      detail: linkProp
    },
    required: ['detail']
  },
});
