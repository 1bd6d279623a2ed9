// The journey map's arrow labels: a condition in readable words in both languages, never hiding a part.
import { describe, expect, it } from 'vitest';
import { conditionWords } from '../../../src/studio/condition-words';

describe('conditionWords', () => {
  it('says filled-in checks joined by and', () => {
    const rule = { and: [{ '!!': { var: 'city.id' } }, { '!!': { var: 'number.id' } }] };
    expect(conditionWords(rule, 'en')).toBe('city.id is filled in and number.id is filled in');
    expect(conditionWords(rule, 'id')).toBe('city.id terisi dan number.id terisi');
  });

  it('says comparisons, lists, emptiness and nested groups', () => {
    expect(conditionWords({ '==': [{ var: 'delivery.method' }, 'pickup'] }, 'en')).toBe('delivery.method is "pickup"');
    expect(conditionWords({ '!': { var: 'number.id' } }, 'id')).toBe('number.id kosong');
    expect(conditionWords({ '==': [{ var: 'payment' }, null] }, 'en')).toBe('payment is empty');
    expect(conditionWords({ '>=': [{ var: ['number.price', 0] }, 1000] }, 'en')).toBe('number.price is at least 1000');
    expect(conditionWords({ in: [{ var: 'm' }, ['a', 'b']] }, 'id')).toBe('m salah satu dari "a", "b"');
    expect(conditionWords({ or: [{ '!!': { var: 'a' } }, { and: [{ '!!': { var: 'b' } }, { '!': { var: 'c' } }] }] }, 'en'))
      .toBe('a is filled in or (b is filled in and c is empty)');
  });

  it('says always / otherwise for a rule without condition', () => {
    expect(conditionWords(undefined, 'en')).toBe('always');
    expect(conditionWords(undefined, 'id', true)).toBe('jika tidak');
  });

  it('shows what it has no words for as JSON, so nothing is hidden', () => {
    expect(conditionWords({ '+': [{ var: 'a' }, 1] }, 'en')).toBe('{"+":[{"var":"a"},1]}');
    expect(conditionWords({ '!!': [{ '+': [1, 2] }] }, 'en')).toBe('{"+":[1,2]} is filled in');
  });
});
