import { defineWidget } from '../../../definitions/widget-meta';

export const meta = defineWidget({
  name: 'cartSteps',
  description: "The cart steps of the journey (its traits.cartSteps), the step\u2019s cartStep highlighted. On a page (payment, waiting), `step` names the cart step it is of the journey the customer is in; nothing shows when that journey has no such step.",
  serverRender: true,
  bind: 'none',
  props: {
    type: 'object',
    additionalProperties: false,
    properties: {
      step: { type: 'integer', minimum: 1, description: 'On a page: the cart step (site.json cartSteps id) it stands for.' }
    },
    required: []
  },
  // Measured on a 375 px phone with the seeded catalogue: the block's usual height.
  skeleton: { height: 64 },
});
