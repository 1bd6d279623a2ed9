import { defineWidget } from '../../../definitions/widget-meta';
import { fieldProp } from '../prop-schemas';

export const meta = defineWidget({
  name: 'form',
  description: "Form fields of fields.json, bound to values.<field>; checked on blur and on submit.",
  bind: 'none',
  props: {
    type: 'object',
    additionalProperties: false,
    properties: {
      fields: {
        type: 'array',
        minItems: 1,
        items: fieldProp
      }
    },
    required: ['fields']
  },
  fields: (props) => (Array.isArray(props.fields) ? props.fields.filter((f): f is string => typeof f === 'string') : []),
});
