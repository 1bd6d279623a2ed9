import { defineWidget } from '../../../definitions/widget-meta';
import { fieldProp, textProp } from '../../../definitions/widget-prop-schemas';

export const meta = defineWidget({
  name: 'form',
  description: "Form fields of fields.json, bound to values.<field>; checked on blur and on submit. An optional title heads the group (a step with several sections).",
  bind: 'none',
  props: {
    type: 'object',
    additionalProperties: false,
    properties: {
      title: textProp,
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
