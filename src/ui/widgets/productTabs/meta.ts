import { defineWidget } from '../../../definitions/widget-meta';
import { routeProp } from '../../../definitions/widget-prop-schemas';

export const meta = defineWidget({
  name: 'productTabs',
  description: "Home product tabs with SIM/eSIM buttons (where the route is given) and package cards (content: homePackage).",
  serverRender: true,
  bind: 'none',
  chunk: 'home',
  props: {
    type: 'object',
    additionalProperties: false,
    properties: {
      tabs: {
        type: 'array',
        minItems: 1,
        items: {
          type: 'object',
          additionalProperties: false,
          properties: {
            id: {type: 'string', enum: ['prepaid', 'postpaid']},
            label: {type: 'string', minLength: 1},
            sim: routeProp,
            esim: routeProp
          },
          required: ['id', 'label']
        }
      }
    },
    required: ['tabs']
  },
});
