import { describe, expect, it } from 'vitest';
import { comparedList, type ComparedNumber } from '../../../src/ui/widgets/numberPicker/compared-numbers';
import { canCompare, canToggle, toggleCompared } from '../../../src/ui/widgets/numberPicker/compare-limit';

const num = (id: number): ComparedNumber => ({ id, msisdn: `62811000${id}`, type: 'REGULAR', price: 0, old_price: 0, label_id: '', label_en: '' });

describe('numbers ticked for comparison (A41)', () => {
  it('ticks in order up to the limit; a tick past it changes nothing', () => {
    let t: ComparedNumber[] = [];
    for (const id of [1, 2, 3, 4]) t = toggleCompared(t, num(id), 3);
    expect(t.map((n) => n.id)).toEqual([1, 2, 3]);
  });

  it('unticks a ticked number, which frees a place', () => {
    const t = toggleCompared([num(1), num(2), num(3)], num(2), 3);
    expect(t.map((n) => n.id)).toEqual([1, 3]);
    expect(canToggle(t, 4, 3)).toBe(true);
  });

  it('at the limit only the ticked boxes can change', () => {
    const t = [num(1), num(2), num(3)];
    expect(canToggle(t, 1, 3)).toBe(true);
    expect(canToggle(t, 4, 3)).toBe(false);
    expect(canToggle(t.slice(0, 2), 4, 3)).toBe(true);
  });

  it('comparing needs two numbers', () => {
    expect(canCompare([])).toBe(false);
    expect(canCompare([num(1)])).toBe(false);
    expect(canCompare([num(1), num(2)])).toBe(true);
  });

  it('reads a stored list back keeping only well-formed entries', () => {
    expect(comparedList(null)).toEqual([]);
    expect(comparedList({ id: 1 })).toEqual([]);
    expect(comparedList([num(1), { id: 'x' }, 3, { id: 2, msisdn: '628', price: 5 }])).toEqual([
      num(1), { id: 2, msisdn: '628', type: 'REGULAR', price: 5, old_price: 0, label_id: '', label_en: '' },
    ]);
  });
});
