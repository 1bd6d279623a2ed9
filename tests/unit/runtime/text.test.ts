import { describe, expect, it } from 'vitest';
import { toLang } from '../../../src/runtime/text';

describe('toLang (A39)', () => {
  it('is en for EN/en in any case, id otherwise (Indonesian is the default)', () => {
    expect(toLang('EN')).toBe('en');
    expect(toLang('en')).toBe('en');
    expect(toLang('En')).toBe('en');
    expect(toLang('ID')).toBe('id');
    expect(toLang('fr')).toBe('id');
    expect(toLang('')).toBe('id');
  });
});
