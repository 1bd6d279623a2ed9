import { defineWidget } from '../../../definitions/widget-meta';
import { linkProp } from '../prop-schemas';

export const meta = defineWidget({
  name: 'thankYou',
  description: "Success: the order id, links to tracking and home, and the purchase event once per order.",
  bind: 'none',
  props: {
    type: 'object',
    additionalProperties: false,
    properties: {
      track: linkProp,
      home: linkProp
    },
    required: ['track', 'home']
  },
});
