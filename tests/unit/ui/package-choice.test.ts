// A22: a package with bonuses is chosen through its first bonus (the effective package id), and the
// customer may switch bonus; a package without bonuses is itself the effective package.
import { describe, expect, it } from 'vitest';
import { choiceOf, isPackage, type Package } from '../../../src/ui/widgets/packagePicker/choice';

const withBonus: Package = {
  id: 1, name: '10GB', value: 50000, old_value: 65000, img: '/p.webp', description: '',
  advance: [{ id: 11, name: '+5GB Night', value: 0, old_value: 0 }, { id: 12, name: '+2GB Apps', value: 55000, old_value: 60000 }],
};
const plain: Package = { id: 2, name: '3GB', value: 20000, old_value: 0, img: '', description: '', advance: [] };

describe('package choice (A22)', () => {
  it('preselects the first bonus as the effective package, priced as the package when the bonus has no price', () => {
    expect(choiceOf(withBonus)).toEqual({ id: 11, parentId: 1, bonusId: 11, name: '10GB (+5GB Night)', price: 50000, old_price: 65000, img: '/p.webp' });
  });

  it('switches to another bonus, with that bonus\'s own price', () => {
    expect(choiceOf(withBonus, 12)).toEqual({ id: 12, parentId: 1, bonusId: 12, name: '10GB (+2GB Apps)', price: 55000, old_price: 60000, img: '/p.webp' });
  });

  it('falls back to the first bonus for an unknown one, and to the package itself without bonuses', () => {
    expect(choiceOf(withBonus, 99)).toMatchObject({ id: 11, bonusId: 11 });
    expect(choiceOf(plain)).toEqual({ id: 2, parentId: 2, bonusId: null, name: '3GB', price: 20000, old_price: 0, img: '' });
  });

  it('carries the package\'s deposit (A45), also through a bonus', () => {
    const postpaid: Package = { ...withBonus, deposit: 100000 };
    expect(choiceOf(postpaid, 12)).toMatchObject({ id: 12, parentId: 1, deposit: 100000 });
    expect(choiceOf({ ...plain, deposit: 0 })).toMatchObject({ id: 2, deposit: 0 });
  });

  it('reads only package-shaped answers', () => {
    expect(isPackage(withBonus)).toBe(true);
    expect(isPackage({ id: '1', advance: [] })).toBe(false);
    expect(isPackage(null)).toBe(false);
  });
});
