// The browser's start set (src/definitions/start-set.ts): every file but a cut error catalogue, a field
// library without fields, messages in Indonesian only and no order types, plus the digest of the full
// set, so the shipped set is taken without the validators.
import { describe, expect, it, vi } from 'vitest';
import { definitions } from '../../../src/definitions/bundle';
import { readDefinitions } from '../../../src/definitions/load-node';
import { setDigest } from '../../../src/definitions/set-digest';
import { outlineOf } from '../../../src/definitions/outline';
import { asShipped, loadShipped, loadShippedPart, SHIPPED_DIGEST, shippedOutline, startSet } from '../../../src/definitions/start-set';
import { GENERIC_ERROR } from '../../../src/runtime/definition-model';
import { copyDefinitions, ROOT } from './helpers';

// Schema compilation and whole-set lints take a while on a loaded machine: a generous limit per test.
vi.setConfig({ testTimeout: 60_000 });

describe('the start set', () => {
  it('holds the site whole, Indonesian messages, no page or journey, the generic error entry only, no fields and no order types', async () => {
    const { errors, orderTypes, pages, journeys, fields, messages, ...rest } = startSet;
    const { errors: allErrors, orderTypes: allTypes, pages: allPages, journeys: allJourneys, fields: allFields, messages: allMessages, ...full } = definitions;
    expect(rest).toEqual(full);
    // Every message in Indonesian, none in English: a visit in English loads them, and they make the whole file again.
    for (const area of ['validation', 'ui'] as const) {
      expect(Object.keys(messages[area])).toEqual(Object.keys(allMessages[area]));
      const whole: Record<string, { id: string } | undefined> = allMessages[area];
      for (const [key, text] of Object.entries(messages[area])) expect(text, key).toEqual({ id: whole[key]?.id });
    }
    expect(await loadShippedPart('messages')).toEqual(allMessages);
    expect(pages).toEqual({});
    expect(journeys).toEqual({});
    // The outline (the route table's source) names every page and journey; each loads with its route.
    expect(shippedOutline).toEqual(outlineOf(definitions));
    for (const id of Object.keys(allPages)) expect(await loadShipped({ kind: 'page', id })).toEqual(allPages[id]);
    for (const id of Object.keys(allJourneys)) expect(await loadShipped({ kind: 'journey', id })).toEqual(allJourneys[id]);
    expect(errors.errors).toEqual({ [GENERIC_ERROR]: allErrors.errors[GENERIC_ERROR] });
    // The cut parts load whole, each from its own chunk.
    expect(await loadShippedPart('errors')).toEqual(allErrors);
    expect(fields.fields).toEqual({});
    expect(await loadShippedPart('fields')).toEqual(allFields);
    expect(Object.keys(allFields.fields).length).toBeGreaterThan(0);
    expect(orderTypes.orderTypes).toEqual({});
    expect(Object.keys(allTypes.orderTypes).length).toBeGreaterThan(0);
  });

  it('carries the digest of flows/ as it is now (npm run build:start-set)', () => {
    expect(SHIPPED_DIGEST).toBe(setDigest(readDefinitions(ROOT).raw));
  });

  it('knows the shipped set by its digest, in any key order, and nothing else', () => {
    const reordered = JSON.parse(JSON.stringify({ pages: definitions.pages, site: definitions.site, journeys: definitions.journeys,
      orderTypes: definitions.orderTypes, errors: definitions.errors, messages: definitions.messages, fields: definitions.fields })) as typeof definitions;
    expect(asShipped(reordered)).toEqual(definitions);
    const changed = copyDefinitions();
    changed.messages.ui['button.next'] = { id: 'Terus', en: 'Continue' };
    expect(asShipped(changed)).toBeNull();
    expect(asShipped(startSet)).toBeNull();
  });
});
