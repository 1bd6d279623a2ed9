import { defineWidget } from '../../../definitions/widget-meta';
import { routeProp } from '../../../definitions/widget-prop-schemas';

export const meta = defineWidget({
  name: 'homeHero',
  description: "Home hero: the lead, a call to action and the five how-to-buy steps (A15).",
  bind: 'none',
  props: {
    type: 'object',
    additionalProperties: false,
    properties: {to: routeProp},
    required: ['to']
  },
});
