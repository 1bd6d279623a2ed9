// The numbers' seed data: the vanity labels and this brand's prefixes a fresh inventory is generated with (./seed.ts).

export const NUMBER_LABELS: ReadonlyArray<[id: number, labelId: string, labelEn: string, price: number, oldPrice: number]> = [
  [1, 'Cantik', 'Pretty', 250000, 500000],
  [2, 'Kembar', 'Twin', 150000, 300000],
  [3, 'Urut', 'Sequential', 100000, 200000],
];

/** This brand's operator prefixes (without the leading 0). */
export const PREFIXES = ['814', '815', '816', '855', '856', '857', '858'] as const;
