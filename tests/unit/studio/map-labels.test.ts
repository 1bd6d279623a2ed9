// The map's arrow labels: only what tells the arrows of one step apart, wrapped, never overlapping.
import { describe, expect, it } from 'vitest';
import { ownParts, placeLabels, wrapWords, type LabelBox } from '../../../src/studio/map-labels';

const city = { '!!': { var: 'city.id' } };
const num = { '!!': { var: 'number.id' } };
const vanity = { '>': [{ var: 'number.price' }, 0] };
const free = { '==': [{ var: 'number.price' }, 0] };

describe('ownParts', () => {
  it('drops the parts every conditional arrow of the step shares', () => {
    expect(ownParts([{ and: [city, num, vanity] }, { and: [city, num, free] }])).toEqual([vanity, free]);
    expect(ownParts([{ and: [city, vanity, num] }, { and: [city, num] }, undefined])).toEqual([vanity, { and: [city, num] }, undefined]);
  });

  it('keeps a lone rule, an absent one, and one with nothing of its own whole', () => {
    expect(ownParts([{ and: [city, num] }, undefined])).toEqual([{ and: [city, num] }, undefined]);
    expect(ownParts([vanity, vanity])).toEqual([vanity, vanity]);
    expect(ownParts([{ and: [city, num] }, { and: [city, num, vanity] }])).toEqual([{ and: [city, num] }, vanity]);
  });
});

describe('wrapWords', () => {
  it('breaks between words, never cuts one', () => {
    expect(wrapWords('Nomor (number.price) lebih dari 0', 14)).toEqual(['Nomor', '(number.price)', 'lebih dari 0']);
    expect(wrapWords('a verylongwordindeed b', 5)).toEqual(['a', 'verylongwordindeed', 'b']);
    expect(wrapWords('', 10)).toEqual([]);
  });
});

describe('placeLabels', () => {
  const overlaps = (a: LabelBox, b: LabelBox): boolean => Math.abs(a.x - b.x) * 2 < a.w + b.w && a.y < b.y + b.h && b.y < a.y + a.h;
  it('moves labels at one place apart until none covers another', () => {
    const boxes = placeLabels([
      { x: 100, y: 100, text: 'Nomor (number.price) lebih dari 0' },
      { x: 104, y: 102, text: 'Nomor (number.price) adalah 0' },
      { x: 98, y: 100, text: 'jika tidak' },
      { x: 400, y: 100, text: 'far away' },
    ], 20);
    for (const [i, a] of boxes.entries()) for (const b of boxes.slice(i + 1)) expect(overlaps(a, b)).toBe(false);
    // One far enough away stays at its anchor (one line, centred on it).
    expect(boxes[3]?.y).toBe(100 - 13 / 2);
    expect(boxes.map((b) => b.lines.join(' '))).toEqual(['Nomor (number.price) lebih dari 0', 'Nomor (number.price) adalah 0', 'jika tidak', 'far away']);
  });
});
