// The browser's start set (src/definitions/start-set.ts): every file but a cut error catalogue and no
// order types, plus the digest of the full set, so the shipped set is taken without the validators.
import { describe, expect, it, vi } from 'vitest';
import { definitions } from '../../../src/definitions/bundle';
import { readDefinitions } from '../../../src/definitions/load-node';
import { setDigest } from '../../../src/definitions/set-digest';
import { asShipped, SHIPPED_DIGEST, startSet } from '../../../src/definitions/start-set';
import { GENERIC_ERROR } from '../../../src/runtime/definition-model';
import { copyDefinitions, ROOT } from './helpers';

// Schema compilation and whole-set lints take a while on a loaded machine: a generous limit per test.
vi.setConfig({ testTimeout: 60_000 });

describe('the start set', () => {
  it('holds every file whole except the error catalogue (its generic entry) and the order types (none)', () => {
    const { errors, orderTypes, ...rest } = startSet;
    const { errors: allErrors, orderTypes: allTypes, ...full } = definitions;
    expect(rest).toEqual(full);
    expect(errors.errors).toEqual({ [GENERIC_ERROR]: allErrors.errors[GENERIC_ERROR] });
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
