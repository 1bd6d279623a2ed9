import { defineWidget } from '../../../definitions/widget-meta';
import { propsOf, textProp } from '../../../definitions/widget-prop-schemas';

/** Portable Text, the shape promos' bodies have (@portabletext/react renders it in the shop). */
const span = {
  type: 'object', additionalProperties: false, required: ['_type', 'text'],
  properties: { _type: { const: 'span' }, _key: { type: 'string' }, text: { type: 'string' }, marks: { type: 'array', items: { type: 'string' } } },
} as const;
const markDef = {
  type: 'object', additionalProperties: true, required: ['_key', '_type'],
  properties: { _key: { type: 'string' }, _type: { type: 'string' }, href: { type: 'string' } },
} as const;
const block = {
  type: 'object', additionalProperties: false, required: ['_type', 'children'],
  properties: {
    _type: { const: 'block' }, _key: { type: 'string' },
    style: { type: 'string', enum: ['normal', 'h2', 'h3', 'blockquote'] },
    listItem: { type: 'string', enum: ['bullet', 'number'] },
    level: { type: 'integer', minimum: 1 },
    children: { type: 'array', items: span },
    markDefs: { type: 'array', items: markDef },
  },
} as const;
const richText = (title: string, id: string) => ({ type: 'array', minItems: 1, title, 'x-title': { id, en: title }, items: block }) as const;

export const meta = defineWidget({
  name: 'content',
  description: 'A fixed text in both languages (Portable Text), with an optional picture; reads no data source.',
  serverRender: true,
  bind: 'none',
  props: propsOf({
    body: {
      type: 'object', additionalProperties: false, required: ['id', 'en'], title: 'Text', 'x-title': { id: 'Teks', en: 'Text' },
      properties: { id: richText('Indonesian text', 'Teks bahasa Indonesia'), en: richText('English text', 'Teks bahasa Inggris') },
    },
    picture: {
      type: 'object', additionalProperties: false, required: ['image', 'alt'], title: 'Picture', 'x-title': { id: 'Gambar', en: 'Picture' },
      properties: {
        image: { type: 'string', minLength: 1, title: 'Image', 'x-title': { id: 'Gambar', en: 'Image' } },
        alt: { ...textProp, title: 'What the picture shows (for screen readers)', 'x-title': { id: 'Isi gambar (untuk pembaca layar)', en: 'What the picture shows (for screen readers)' } },
      },
    },
  }, ['body']),
});
