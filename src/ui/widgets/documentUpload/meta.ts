import { defineWidget, type CompletenessContext } from '../../../definitions/widget-meta';
import { operationProp, routeProp, ruleProp } from '../../../definitions/widget-prop-schemas';

const textProp = {
  type: 'object', additionalProperties: false, required: ['id', 'en'],
  properties: { id: { type: 'string', minLength: 1 }, en: { type: 'string', minLength: 1 } },
} as const;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Blocks while a required document has no uploaded id (spec: 'KTP Wajib di upload'). */
function complete({ props, bound }: CompletenessContext): string | null {
  const documents = Array.isArray(props.documents) ? props.documents : [];
  const have = isRecord(bound) ? bound : {};
  for (const doc of documents) {
    if (!isRecord(doc) || doc.required !== true || typeof doc.kind !== 'string') continue;
    const value = have[doc.kind];
    if (!isRecord(value) || typeof value.id !== 'string' || !value.id) return 'validation.ktpUpload';
  }
  return null;
}

export const meta = defineWidget({
  name: 'documentUpload',
  description: 'Identity documents (A17, A42, A47): per kind a picker (JPEG/PNG, 3 MB, checked in the browser first), '
    + 'an upload with progress to `upload`, a preview, replace, remove (`remove`) and, on a phone, a photo from the camera page; '
    + 'writes <bound>.<kind> = { id, name, mime, bytes } or null.',
  bind: 'required',
  props: {
    type: 'object',
    additionalProperties: false,
    required: ['documents', 'upload', 'remove', 'sessionId'],
    properties: {
      documents: {
        type: 'array', minItems: 1, maxItems: 8,
        items: {
          type: 'object', additionalProperties: false, required: ['kind', 'label'],
          properties: {
            kind: { type: 'string', pattern: '^[a-z][a-z0-9]{0,31}$', description: 'The document kind: the path parameter of the upload.' },
            label: textProp,
            required: { type: 'boolean' },
            guide: {
              type: 'object', additionalProperties: false, required: ['codes', 'title', 'points'],
              description: 'What a usable photo of this document looks like, shown under a refusal of one of `codes` (the ID-card check\'s: not a KTP, a photocopy, a child ID).',
              properties: {
                codes: { type: 'array', minItems: 1, maxItems: 12, uniqueItems: true, items: { type: 'string', pattern: '^[0-9]{3,5}$' } },
                title: textProp,
                points: { type: 'array', minItems: 1, maxItems: 8, items: textProp },
                image: { type: 'string', pattern: '^/[A-Za-z0-9/_.-]+\\.(svg|png|jpe?g|webp)$', description: 'A small example picture (a public path).' },
                imageAlt: textProp,
              },
            },
          },
        },
      },
      upload: { ...operationProp, description: 'The multipart upload operation (path parameter kind, query sessionId).' },
      remove: { ...operationProp, description: 'The delete operation (path parameter documentId, query sessionId).' },
      sessionId: { ...ruleProp, description: 'The visit the documents belong to (the order\'s sessionId).' },
      camera: { ...routeProp, description: 'The camera page; `:mode` is replaced by the kind. Offered on phones only.' },
    },
  },
  complete,
});
