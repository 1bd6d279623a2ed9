import { defineCatalogue } from '../../../definitions/widget-catalogue';

export const catalogue = defineCatalogue({
  title: { id: 'Pilih cara bayar', en: 'Payment methods' },
  summary: { id: 'Pembeli memilih cara pembayaran, dikelompokkan (e-wallet, virtual account, kartu).', en: 'The shopper picks how to pay, in groups (e-wallet, virtual account, card).' },
  texts: {},
});
