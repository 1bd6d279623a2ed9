// Data sources of site.json: a named operation whose request is built from the state and the widget's input.
import { describe, expect, it } from 'vitest';
import { initialSession, snapshotOf } from '../../../src/runtime/session';
import { parsedAnswer, sourceRequest } from '../../../src/runtime/sources';
import { shippedModel } from './fixtures';

const model = shippedModel();
const snapshot = (input?: Record<string, unknown>, language: 'ID' | 'EN' = 'ID') => {
  const s = initialSession(model.state);
  return snapshotOf({ ...s, core: { ...s.core, language } }, { active: null, constants: {}, now: 0, ...(input ? { input: input as never } : {}) });
};

describe('sourceRequest', () => {
  it('builds the request from the state and the widget\'s input, leaving out what is absent', () => {
    expect(sourceRequest(model, 'numbers.prepaid', snapshot({ query: '812', limit: 20 }))).toMatchObject({
      op: 'numbers.regular', input: { query: { query: '812', limit: 20 } }, pick: 'numbers',
    });
    expect(sourceRequest(model, 'packages.prepaid', snapshot(undefined, 'EN'))?.input).toEqual({ query: { type: 'prepaid', language: 'en' } });
    expect(sourceRequest(model, 'logistics', snapshot({ coverageId: 3, packageId: 101 }))?.input).toEqual({
      params: { coverageId: 3, packageId: 101 }, body: { esim: false },
    });
  });

  it('gives equal requests one key, so a widget reads again only when what it asks changes', () => {
    const a = sourceRequest(model, 'numbers.prepaid', snapshot({ query: '812' }));
    const b = sourceRequest(model, 'numbers.prepaid', snapshot({ query: '812' }));
    const c = sourceRequest(model, 'numbers.prepaid', snapshot({ query: '813' }));
    expect(a?.key).toBe(b?.key);
    expect(a?.key).not.toBe(c?.key);
    expect(a?.key.startsWith('numbers.regular ')).toBe(true);
  });

  it('is null for a source site.json does not name', () => {
    expect(sourceRequest(model, 'provinces', snapshot())).toBeNull();
  });
});

describe('parsedAnswer', () => {
  it('reads a JSON text answer as JSON only when the source says so', () => {
    expect(parsedAnswer({ parse: 'json' }, '{"package_id":3}')).toEqual({ package_id: 3 });
    expect(parsedAnswer({ parse: 'json' }, 'not json')).toBeNull();
    expect(parsedAnswer({ parse: undefined }, '{"a":1}')).toBe('{"a":1}');
  });
});
