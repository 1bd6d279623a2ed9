// The block editor's pure part: the props form made from a widget's props schema (names from the
// registries, text keys by label), what a change of widget keeps, the catalogue search, and that
// screen blocks get the block field.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import catalogue from '../../../src/definitions/generated/widget-catalogue.json';
import manifest from '../../../src/definitions/generated/widgets.json';
import { uiSchemaFor } from '../../../src/studio/form-support';
import { keepProps, propsFormSchema, searchWidgets, textsToOffer, type CatalogueWidget, type WidgetChoices } from '../../../src/studio/widget-choice';

const ROOT = resolve(import.meta.dirname, '../../..');
const widgets: CatalogueWidget[] = Object.values(manifest.widgets).map((w) => {
  const entry = (catalogue.widgets as Record<string, Omit<CatalogueWidget, 'name' | 'props' | 'bind'>>)[w.name];
  if (!entry) throw new Error(`no catalogue entry for ${w.name}`);
  return { name: w.name, ...entry, props: w.props as Record<string, unknown>, bind: w.bind as CatalogueWidget['bind'] };
});
const widget = (name: string): CatalogueWidget => {
  const w = widgets.find((x) => x.name === name);
  if (!w) throw new Error(`no widget ${name}`);
  return w;
};
const choices: WidgetChoices = { widgets, sources: ['cities', 'settings.delay'], operations: ['documents.upload', 'orders.create'] };
const sub = (schema: Record<string, unknown>, key: string): Record<string, unknown> =>
  (schema.properties as Record<string, Record<string, unknown>>)[key] ?? {};

describe('the props form of a widget', () => {
  it('chooses a source among the published ones, keeping one already set that the list lacks', () => {
    const notice = propsFormSchema(widget('notice'), choices, 'en', {});
    expect(sub(notice, 'source').oneOf).toEqual([{ const: 'cities', title: 'cities' }, { const: 'settings.delay', title: 'settings.delay' }]);
    const kept = propsFormSchema(widget('notice'), choices, 'en', { source: 'gone.source' });
    expect(sub(kept, 'source').oneOf).toContainEqual({ const: 'gone.source', title: 'gone.source' });
  });

  it('offers a text-key prop the widget\'s keys by their label in the studio language', () => {
    const w: CatalogueWidget = { ...widget('faq'), props: { type: 'object', properties: { button: { type: 'string', minLength: 1, 'x-ref': 'ui' } } } };
    expect(sub(propsFormSchema(w, choices, 'id', {}), 'button').oneOf).toEqual([{ const: 'faqTitle', title: 'Judul (faqTitle)' }]);
    expect(sub(propsFormSchema(w, choices, 'en', {}), 'button').oneOf).toEqual([{ const: 'faqTitle', title: 'Heading (faqTitle)' }]);
  });

  it('chooses an operation among the served ones, in nested objects too', () => {
    const w: CatalogueWidget = { ...widget('faq'), props: { type: 'object', properties: { upload: { type: 'object', properties: { op: { type: 'string', 'x-ref': 'operation' } } } } } };
    expect(sub(sub(propsFormSchema(w, choices, 'en', {}), 'upload'), 'op').oneOf).toHaveLength(2);
  });

  it('draws the content widget\'s texts with the rich-text editor in both languages', () => {
    const schema = propsFormSchema(widget('content'), choices, 'en', {});
    expect(uiSchemaFor(schema)).toMatchObject({ body: { id: { 'ui:field': 'portableText' }, en: { 'ui:field': 'portableText' } }, picture: { image: { 'ui:widget': 'image' } } });
  });
});

describe('changing a block\'s widget', () => {
  it('keeps the props the new widget also has and names the dropped ones', () => {
    const props = { source: 'cities', when: { '==': [1, 1] }, text: { var: 'input.text' } };
    expect(keepProps(props, widget('content'))).toEqual({ kept: {}, dropped: ['source', 'when', 'text'] });
    const body = { id: [], en: [] };
    expect(keepProps({ body, source: 'x' }, widget('content'))).toEqual({ kept: { body }, dropped: ['source'] });
    expect(keepProps(undefined, widget('notice'))).toEqual({ kept: {}, dropped: [] });
  });
});

describe('the catalogue search', () => {
  it('finds widgets by words of their title in the studio language', () => {
    expect(searchWidgets(widgets, 'teks gambar', 'id').map((w) => w.name)).toEqual(['content']);
    expect(searchWidgets(widgets, 'text and image', 'en').map((w) => w.name)).toContain('content');
    expect(searchWidgets(widgets, 'zzz nothing', 'en')).toEqual([]);
    expect(searchWidgets(widgets, '  ', 'en')).toHaveLength(widgets.length);
  });
});

describe('screen blocks in the studio form', () => {
  it('get the block field, with their condition builder kept for `when`', () => {
    const screen = JSON.parse(readFileSync(resolve(ROOT, 'flows/schema/screen.schema.json'), 'utf8')) as { definitions: { block: Record<string, unknown> } };
    expect(uiSchemaFor(screen.definitions.block)).toMatchObject({ 'ui:field': 'block', when: { 'ui:field': 'condition' } });
  });
});

describe('adding a text to a screen', () => {
  it('offers the keys its blocks\' widgets read (phases too) by label, minus those it has and those a screen cannot hold', () => {
    const screen = { blocks: [{ widget: 'faq' }, { widget: 'content' }], phases: [{ id: 'p', blocks: [{ widget: 'notFound' }] }] };
    expect(textsToOffer(screen, [], choices, 'en')).toEqual([
      { key: 'faqTitle', label: 'Heading', widget: 'FAQ' },
      { key: 'home', label: 'Home link', widget: 'Page not found' },
      { key: 'text', label: 'Text', widget: 'Page not found' },
    ]);
    expect(textsToOffer(screen, ['faqTitle', 'home'], choices, 'id')).toEqual([{ key: 'text', label: 'Teks', widget: 'Halaman tidak ditemukan' }]);
    // messages.json keys (dotted) are not a screen's own texts.
    expect(textsToOffer({ blocks: [{ widget: 'countdown' }] }, [], choices, 'en')).toEqual([]);
  });

  it('gives a screen\'s texts the field that adds them by what they are', () => {
    const page = JSON.parse(readFileSync(resolve(ROOT, 'flows/schema/screen.schema.json'), 'utf8')) as { properties: Record<string, unknown>; definitions: Record<string, unknown> };
    const schema = { type: 'object', properties: { blocks: { type: 'array', items: page.definitions.block }, texts: { type: 'object', additionalProperties: { type: 'object', properties: { id: { type: 'string' }, en: { type: 'string' } } } } } };
    expect(uiSchemaFor(schema)).toMatchObject({ texts: { 'ui:field': 'screenTexts', additionalProperties: { 'ui:field': 'bilingual' } } });
  });
});
