import { defineCatalogue } from '../../../definitions/widget-catalogue';

export const catalogue = defineCatalogue({
  title: { id: 'Bayar ulang', en: 'Pay again' },
  summary: { id: 'Tombol untuk membayar ulang pesanan yang belum terbayar.', en: 'A button to pay again for an order not paid yet.' },
  texts: {
    'button.pay': { id: 'Tombol bayar (umum)', en: 'Pay button (shared)' },
    pay: { id: 'Tombol bayar', en: 'Pay button' },
  },
});
