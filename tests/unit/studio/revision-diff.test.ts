// The history's diff: field by field, bilingual texts as one change, arrays by position, Sanity's
// own keys ignored, items with ids by id, and labels as the form gives them.
import { describe, expect, it } from 'vitest';
import { fieldLabel } from '../../../src/studio/field-label';
import { diffValues, isBilingual, shortValue } from '../../../src/studio/revision-diff';

describe('diffValues', () => {
  it('finds nothing between equal documents', () => {
    expect(diffValues({ a: 1, t: { id: 'x', en: 'y' } }, { a: 1, t: { id: 'x', en: 'y' } })).toEqual([]);
  });

  it('says a changed field with old and new value', () => {
    expect(diffValues({ order: 1, code: 'a' }, { order: 2, code: 'a' })).toEqual([{ pointer: '/order', kind: 'changed', before: 1, after: 2, bilingual: false }]);
  });

  it('keeps both languages of a bilingual text together', () => {
    const changes = diffValues({ title: { id: 'Halo', en: 'Hello' } }, { title: { id: 'Hai', en: 'Hello' } });
    expect(changes).toEqual([{ pointer: '/title', kind: 'changed', before: { id: 'Halo', en: 'Hello' }, after: { id: 'Hai', en: 'Hello' }, bilingual: true }]);
  });

  it('says added and removed fields, and array items by position', () => {
    expect(diffValues({ a: 1, list: ['x', 'y'] }, { b: { id: 'B', en: 'B' }, list: ['x', 'z', 'w'] })).toEqual([
      { pointer: '/a', kind: 'removed', before: 1, bilingual: false },
      { pointer: '/list/1', kind: 'changed', before: 'y', after: 'z', bilingual: false },
      { pointer: '/list/2', kind: 'added', after: 'w', bilingual: false },
      { pointer: '/b', kind: 'added', after: { id: 'B', en: 'B' }, bilingual: true },
    ]);
  });

  it('compares steps by id: an inserted step is one added step, the next one untouched', () => {
    const a = { id: 'a', title: { id: 'A', en: 'A' }, next: [{ to: 'b' }] };
    const b = { id: 'b', title: { id: 'B', en: 'B' }, fields: ['x'] };
    const n = { id: 'n', title: { id: 'N', en: 'N' }, next: [{ to: 'b' }] };
    const changes = diffValues({ steps: [a, b] }, { steps: [{ ...a, next: [{ to: 'n' }] }, n, b] });
    expect(changes).toEqual([
      { pointer: '/steps/0/next/0/to', kind: 'changed', before: 'b', after: 'n', bilingual: false },
      { pointer: '/steps/1', kind: 'added', after: n, bilingual: false },
    ]);
  });

  it('says a removed step at its place before, and a new order as one change', () => {
    const a = { id: 'a' }; const b = { id: 'b' }; const c = { id: 'c' };
    expect(diffValues({ steps: [a, b, c] }, { steps: [a, c] })).toEqual([
      { pointer: '/steps/1', kind: 'removed', before: b, bilingual: false, inBefore: true },
    ]);
    expect(diffValues({ steps: [a, b, c] }, { steps: [c, a, b] })).toEqual([
      { pointer: '/steps', kind: 'changed', before: ['a', 'b', 'c'], after: ['c', 'a', 'b'], bilingual: false },
    ]);
  });

  it('compares by position when ids repeat or are missing', () => {
    expect(diffValues({ l: [{ id: 'a', n: 1 }, { id: 'a', n: 2 }] }, { l: [{ id: 'a', n: 1 }, { id: 'b', n: 2 }] }))
      .toEqual([{ pointer: '/l/1/id', kind: 'changed', before: 'a', after: 'b', bilingual: false }]);
  });

  it('ignores Sanity keys and walks into nested objects', () => {
    expect(diffValues({ _rev: '1', en: { title: 'A', _key: 'k' } }, { _rev: '2', en: { title: 'B', _key: 'j' } }))
      .toEqual([{ pointer: '/en/title', kind: 'changed', before: 'A', after: 'B', bilingual: false }]);
  });

  it('labels a change as the form does', () => {
    const schema = { type: 'object', properties: { steps: { title: 'Steps', type: 'array', items: { type: 'object', properties: { title: { title: 'Title' } } } } } };
    const data = { steps: [{ id: 'personal', title: { id: 'Data diri', en: 'Personal details' } }] };
    const [change] = diffValues({ steps: [{ id: 'personal', title: { id: 'Data', en: 'Personal details' } }] }, data);
    expect(change?.bilingual).toBe(true);
    expect(fieldLabel(schema, data, change?.pointer ?? '', 'en')).toBe("Steps › 'Personal details' (personal) › Title");
  });
});

describe('isBilingual and shortValue', () => {
  it('tells a text in both languages from other objects', () => {
    expect(isBilingual({ id: 'a', en: 'b' })).toBe(true);
    expect(isBilingual({ en: 'b' })).toBe(true);
    expect(isBilingual({ id: { title: 'a' }, en: { title: 'b' } })).toBe(false);
    expect(isBilingual({ id: 'a', code: 'b' })).toBe(false);
    expect(isBilingual('a')).toBe(false);
  });

  it('shows values on one short line', () => {
    expect(shortValue(undefined)).toBe('—');
    expect(shortValue('text')).toBe('text');
    expect(shortValue({ a: 1 })).toBe('{"a":1}');
    expect(shortValue('x'.repeat(200), 10)).toBe(`${'x'.repeat(9)}…`);
  });
});
