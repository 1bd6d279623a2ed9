import { parse } from 'groq-js';
import { describe, expect, it } from 'vitest';
import { pinnedType } from '../../src/server/lake/type-index';

describe('pinnedType (type index for queries)', () => {
  it('pins `*[_type == x && ...]` chains, by literal or parameter', () => {
    expect(pinnedType(parse('*[_type == "banner"] | order(order asc){code}'), {})).toBe('banner');
    expect(pinnedType(parse('*[order > 1 && $t == _type][0...2]'), { t: 'faq' })).toBe('faq');
    expect(pinnedType(parse('count(*[_type == "faq"])'), {})).toBeUndefined(); // not a chain of the filter
  });
  it('does not pin when another * appears, or _type is not an equality conjunct', () => {
    expect(pinnedType(parse('*[_type == "a"]{ "n": count(*[_type == "b"]) }'), {})).toBeUndefined();
    expect(pinnedType(parse('*[_type == "a" || _type == "b"]'), {})).toBeUndefined();
    expect(pinnedType(parse('*[_type == $t]'), {})).toBeUndefined();
    expect(pinnedType(parse('*[a._type == "x"]'), {})).toBeUndefined();
  });
});
