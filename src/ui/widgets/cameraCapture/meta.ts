import { defineWidget } from '../../../definitions/widget-meta';
import { linkProp, ruleProp } from '../../../definitions/widget-prop-schemas';

export const meta = defineWidget({
  name: 'cameraCapture',
  description: 'The camera page of identity documents (A42): a live preview, capture to JPEG, retake or use; "use" hands the photo '
    + 'to the document widget of that kind and returns to the step that opened the camera. Without a camera: says so and offers a file picker.',
  bind: 'none',
  props: {
    type: 'object',
    additionalProperties: false,
    required: ['mode', 'modes', 'back'],
    properties: {
      mode: { ...ruleProp, description: 'The document kind asked for (the page\'s :mode).' },
      modes: {
        type: 'object', minProperties: 1, maxProperties: 8,
        description: 'The known kinds and the camera each uses (user = front camera, for a selfie).',
        additionalProperties: { type: 'string', enum: ['environment', 'user'] },
      },
      back: { ...linkProp, description: 'Where to go when the page was not opened from a step (e.g. reloaded).' },
    },
  },
});
