import { defineWidget } from '../../../definitions/widget-meta';
import { linkProp } from '../../../definitions/widget-prop-schemas';

export const meta = defineWidget({
  name: 'notFound',
  description: "The not-found page body with a way home.",
  bind: 'none',
  props: {
    type: 'object',
    additionalProperties: false,
    properties: {
      home: linkProp
    },
    required: ['home']
  },
});
