import { defineCatalogue } from '../../../definitions/widget-catalogue';

export const catalogue = defineCatalogue({
  title: { id: 'Bayar dengan QR', en: 'QR payment' },
  summary: { id: 'Kode QR untuk dipindai dengan aplikasi pembayaran, dan status menunggu.', en: 'A QR code to scan with a payment app, and the waiting status.' },
  texts: {
    'payment.qrTitle': { id: 'Judul', en: 'Heading' },
    'payment.waiting': { id: 'Teks menunggu pembayaran', en: 'Waiting for payment text' },
  },
});
