import { defineWidget } from '../../../definitions/widget-meta';
import { ruleProp, sourceProp } from '../../../definitions/widget-prop-schemas';

export const meta = defineWidget({
  name: 'notice',
  description: "A notice from a data source (e.g. the delivery delay info setting): shown while its `when` rule holds, with the text its `text` rule gives (input holds the source's answer).",
  serverRender: true,
  bind: 'none',
  props: {
    type: 'object',
    additionalProperties: false,
    properties: {
      source: sourceProp,
      when: {...ruleProp, description: 'Whether to show the notice (input: the answer).'},
      text: {...ruleProp, description: 'The text to show in the current language (input: the answer).'}
    },
    required: ['source', 'when', 'text']
  },
  // Its source is read with no input on mount: the read starts with the route's code.
  prefetch: true,
});
