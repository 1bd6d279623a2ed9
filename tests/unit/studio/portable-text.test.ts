// The rich-text field's schema detection and value conversion: stored Portable Text goes into the
// editor and comes back in the shape the promo schema accepts (what @portabletext/react renders).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { uiSchemaFor } from '../../../src/studio/form-support';
import { editorSchemaOf, fromEditorValue, isPortableTextSchema, storedBlocks, toEditorValue } from '../../../src/studio/portable-text';
import { loadStudioSchemas } from '../../../src/server/studio/schemas';

const ROOT = resolve(import.meta.dirname, '../../..');
const promoSchema = loadStudioSchemas(resolve(ROOT, 'flows')).formSchema('promo') as { properties: { body: { properties: { id: unknown; en: unknown } } } };
const bodySchema = promoSchema.properties.body.properties.id;
const seedBody = (): unknown[] => {
  const line = readFileSync(resolve(ROOT, 'cms/seed/production.ndjson'), 'utf8').split('\n').find((l) => l.includes('"_id":"promo.welcome"'));
  return ((JSON.parse(line ?? '{}') as { body: { en: unknown[] } }).body.en);
};

describe('Portable Text in the studio', () => {
  it('is recognised by the schema\'s shape, for any document type', () => {
    expect(isPortableTextSchema(bodySchema)).toBe(true);
    expect(isPortableTextSchema({ type: 'array', items: { type: 'string' } })).toBe(false);
    expect(isPortableTextSchema({ type: 'array', items: { type: 'object', properties: { _type: { const: 'step' }, children: {} } } })).toBe(false);
    const ui = uiSchemaFor(promoSchema as unknown as Record<string, unknown>) as Record<string, Record<string, Record<string, unknown>>>;
    expect(ui.body?.id).toEqual({ 'ui:field': 'portableText' });
    expect(ui.body?.en).toEqual({ 'ui:field': 'portableText' });
  });

  it('gives the editor the styles and lists the schema allows, bold, italic and links', () => {
    const s = editorSchemaOf(bodySchema);
    expect(s.styles?.map((x) => x.name)).toEqual(['normal', 'h1', 'h2', 'h3', 'h4', 'blockquote']);
    expect(s.lists?.map((x) => x.name)).toEqual(['bullet', 'number']);
    expect(s.decorators?.map((x) => x.name)).toEqual(['strong', 'em']);
    expect(s.annotations?.map((x) => x.name)).toEqual(['link']);
  });

  it('round-trips stored blocks unchanged', () => {
    const body = seedBody();
    expect(fromEditorValue(toEditorValue(body))).toEqual(body);
  });

  it('writes back only what the schema accepts: keys, styles, list levels, marks that exist', () => {
    const editorValue = [
      { _type: 'block', _key: 'a', style: 'h2', children: [{ _type: 'span', _key: 'a1', text: 'Title', marks: ['strong'] }] },
      {
        _type: 'block', _key: 'b', listItem: 'bullet', markDefs: [{ _type: 'link', _key: 'l1', href: '/promos' }],
        children: [{ _type: 'span', _key: 'b1', text: 'See promos', marks: ['l1', 'gone', 'em'], extra: 1 }, { _type: 'image', _key: 'x' }],
      },
      { _type: 'image', _key: 'img' },
    ];
    expect(fromEditorValue(editorValue)).toEqual([
      { _type: 'block', _key: 'a', style: 'h2', markDefs: [], children: [{ _type: 'span', _key: 'a1', text: 'Title', marks: ['strong'] }] },
      {
        _type: 'block', _key: 'b', style: 'normal', listItem: 'bullet', level: 1, markDefs: [{ _type: 'link', _key: 'l1', href: '/promos' }],
        children: [{ _type: 'span', _key: 'b1', text: 'See promos', marks: ['l1', 'em'] }],
      },
    ]);
  });

  it('stores an empty editor as an empty list and keys unkeyed blocks', () => {
    expect(fromEditorValue([{ _type: 'block', _key: 'e', children: [{ _type: 'span', _key: 's', text: '' }] }])).toEqual([]);
    expect(fromEditorValue(undefined)).toEqual([]);
    const [block] = storedBlocks([{ _type: 'block', children: [{ _type: 'span', text: 'x' }] }]);
    expect(block?._key).toMatch(/^k/);
    expect(block?.children[0]?._key).toMatch(/^k/);
  });
});
