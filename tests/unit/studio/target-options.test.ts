// Target fields pick from the journey's steps and the site's pages, each written as the field writes
// it; the schemas mark every field that names a place, and a value outside the lists is kept.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { uiSchemaFor } from '../../../src/studio/form-support';
import { placeLabel, placesOf, targetOptions } from '../../../src/studio/target-options';

const steps = placesOf([{ id: 'order', title: { id: 'Pilih nomor', en: 'Choose a number' } }, { id: 'recipient', title: { en: 'Recipient' } }, { title: 'no id' }], 'id');
const pages = placesOf([{ id: 'payment', title: { id: 'Pembayaran', en: 'Payment' } }], 'en');

describe('placesOf and placeLabel', () => {
  it('names steps by their title in the studio language (the other when missing), id beside it', () => {
    expect(steps).toEqual([{ id: 'order', title: 'Pilih nomor' }, { id: 'recipient', title: 'Recipient' }]);
    expect(steps.map(placeLabel)).toEqual(['Pilih nomor (order)', 'Recipient (recipient)']);
    expect(placeLabel({ id: 'x', title: '' })).toBe('x');
  });
});

describe('targetOptions', () => {
  it('writes a next rule\'s target as a step id or @page:<id>', () => {
    const g = targetOptions('step-or-page', steps, pages, 'recipient', 'start');
    expect(g.steps.map((o) => o.value)).toEqual(['order', 'recipient']);
    expect(g.pages).toEqual([{ value: '@page:payment', label: 'Payment (payment)' }]);
    expect(g.other).toEqual([]);
  });

  it('offers only steps for the entry, only pages for the ending', () => {
    expect(targetOptions('step', steps, pages, '', 's').pages).toEqual([]);
    const ending = targetOptions('page', steps, pages, 'payment', 's');
    expect(ending.steps).toEqual([]);
    expect(ending.pages.map((o) => o.value)).toEqual(['payment']);
  });

  it('writes a navigate target as @step:, @start or @page:', () => {
    const g = targetOptions('navigate', steps, pages, '@start', 'The first step');
    expect(g.steps.map((o) => o.value)).toEqual(['@start', '@step:order', '@step:recipient']);
    expect(g.other).toEqual([]);
    expect(targetOptions('navigate', [], pages, '', 's').steps).toEqual([]);
  });

  it('keeps a value that is in no list (a route path, a removed step) as it is', () => {
    expect(targetOptions('navigate', steps, pages, '/track', 's').other).toEqual([{ value: '/track', label: '/track' }]);
    expect(targetOptions('step', steps, pages, 'gone', 's').other).toEqual([{ value: 'gone', label: 'gone' }]);
  });
});

describe('the schemas mark the fields that name a place', () => {
  const journey = JSON.parse(readFileSync('flows/schema/journey.schema.json', 'utf8')) as { definitions: Record<string, { properties: Record<string, Record<string, unknown>> }> };
  it('entry, next and ending', () => {
    expect(journey.definitions.entry?.properties.goto?.['x-target']).toBe('step');
    expect(journey.definitions.next?.properties.to?.['x-target']).toBe('step-or-page');
    expect(journey.definitions.ending?.properties.page?.['x-target']).toBe('page');
  });
  it('the action\'s target and the form draws them with the target select', () => {
    const action = JSON.parse(readFileSync('flows/schema/action.schema.json', 'utf8')) as { properties: Record<string, Record<string, unknown>> };
    expect(action.properties.to?.['x-target']).toBe('navigate');
    expect(uiSchemaFor({ type: 'object', properties: { to: { type: 'string', 'x-target': 'step' }, other: { type: 'string' } } }))
      .toEqual({ to: { 'ui:widget': 'target' } });
  });
});
