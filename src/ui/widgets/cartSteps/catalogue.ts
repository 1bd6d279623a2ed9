import { defineCatalogue } from '../../../definitions/widget-catalogue';

export const catalogue = defineCatalogue({
  title: { id: 'Langkah pembelian', en: 'Purchase steps' },
  summary: { id: 'Baris langkah pembelian yang menunjukkan di mana pembeli berada.', en: 'A bar of the purchase steps showing where the shopper is.' },
  texts: {},
});
