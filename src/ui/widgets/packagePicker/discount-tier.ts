/**
 * The monthly-bill discount image of a package (spec 9): its monthly discount is the old price minus
 * the price, and the image is the one of the highest tier not above it.
 */

/** The monthly discount in Rupiah (0 when the old price is not higher). */
export const monthlyDiscount = (price: number, oldPrice: number): number => Math.max(0, oldPrice - price);

/** The highest tier <= discount, or null when every tier is above it (or there are none). */
export function discountTier(tiers: readonly number[], discount: number): number | null {
  let best: number | null = null;
  for (const t of tiers) if (t <= discount && (best === null || t > best)) best = t;
  return best;
}

/** The image of a tier in a language: the pattern with `{tier}` and `{lang}` (id, en: an image's words are in one language) replaced. */
export const tierImage = (pattern: string, tier: number, lang: 'id' | 'en'): string => pattern.replaceAll('{tier}', String(tier)).replaceAll('{lang}', lang);
