import { defineCatalogue } from '../../../definitions/widget-catalogue';

export const catalogue = defineCatalogue({
  title: { id: 'Pesanan ditemukan', en: 'Order found' },
  summary: { id: 'Menampilkan pesanan yang ditemukan untuk diaktivasi: nomor kartu dan nomor pesanan.', en: 'Shows the order found for activation: its phone number and order number.' },
  texts: {
    foundTitle: { id: 'Judul', en: 'Heading' },
    number: { id: 'Label nomor kartu', en: 'Phone number label' },
    orderId: { id: 'Label nomor pesanan', en: 'Order number label' },
  },
});
