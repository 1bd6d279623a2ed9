import { defineCatalogue } from '../../../definitions/widget-catalogue';

export const catalogue = defineCatalogue({
  title: { id: 'Ringkasan pesanan', en: 'Order summary' },
  summary: { id: 'Ringkasan yang dipilih pembeli: nomor, paket, pengiriman dan total harga.', en: 'A summary of what the shopper chose: number, package, delivery and total price.' },
  texts: {
    'summary.title': { id: 'Judul', en: 'Heading' },
  },
});
