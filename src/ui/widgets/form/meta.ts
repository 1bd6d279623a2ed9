import { defineWidget } from '../../../definitions/widget-meta';
import { fieldProp, textProp } from '../../../definitions/widget-prop-schemas';

export const meta = defineWidget({
  name: 'form',
  description: "Form fields of fields.json, bound to values.<field>; checked on blur and on submit. An optional title heads the group (a step with several sections); in a screen's phase, Enter and an optional button of its own submit the phase.",
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
      },
      button: {
        type: 'string', pattern: '^[a-z][A-Za-z0-9]*$',
        description: "In a screen's phase: the key of the screen's texts its own button shows; the button (and Enter in a field) submits the phase (the block's `submits`, else the one it is in)."
      }
    },
    required: ['fields']
  },
  fields: (props) => (Array.isArray(props.fields) ? props.fields.filter((f): f is string => typeof f === 'string') : []),
});
