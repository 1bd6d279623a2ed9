import { describe, expect, it } from 'vitest';
import { discountTier, monthlyDiscount, tierImage } from '../../../src/ui/widgets/packagePicker/discount-tier';

const TIERS = [0, 25000, 50000, 100000];

describe('monthly-bill discount tier (spec 9)', () => {
  it('the discount is the old price minus the price, never below 0', () => {
    expect(monthlyDiscount(150000, 200000)).toBe(50000);
    expect(monthlyDiscount(150000, 0)).toBe(0);
    expect(monthlyDiscount(150000, 100000)).toBe(0);
  });

  it('is the highest tier not above the discount', () => {
    expect(discountTier(TIERS, 0)).toBe(0);
    expect(discountTier(TIERS, 24999)).toBe(0);
    expect(discountTier(TIERS, 25000)).toBe(25000);
    expect(discountTier(TIERS, 50000)).toBe(50000);
    expect(discountTier(TIERS, 99999)).toBe(50000);
    expect(discountTier(TIERS, 100000)).toBe(100000);
    expect(discountTier(TIERS, 1_000_000)).toBe(100000);
  });

  it('does not depend on the order of the tiers; none when every tier is above the discount', () => {
    expect(discountTier([100000, 0, 50000, 25000], 60000)).toBe(50000);
    expect(discountTier([25000, 50000], 10000)).toBeNull();
    expect(discountTier([], 50000)).toBeNull();
  });

  it('the seeded postpaid packages: 7 and 8 save 50,000, 9 saves 100,000', () => {
    expect(discountTier(TIERS, monthlyDiscount(150000, 200000))).toBe(50000);
    expect(discountTier(TIERS, monthlyDiscount(250000, 300000))).toBe(50000);
    expect(discountTier(TIERS, monthlyDiscount(350000, 450000))).toBe(100000);
  });

  it('the image is the pattern with the tier', () => {
    expect(tierImage('/img/discount/{tier}.svg', 25000, 'id')).toBe('/img/discount/25000.svg');
    expect(tierImage('/img/discount/{lang}/{tier}.svg', 25000, 'en')).toBe('/img/discount/en/25000.svg');
  });
});
