import { defineCatalogue } from '../../../definitions/widget-catalogue';

export const catalogue = defineCatalogue({
  title: { id: 'Bayar lewat aplikasi', en: 'Pay in an app' },
  summary: { id: 'Tombol membuka aplikasi pembayaran (e-wallet) dan status menunggu pembayaran.', en: 'A button opening the payment app (e-wallet) and the waiting for payment status.' },
  texts: {
    openApp: { id: 'Tombol buka aplikasi', en: 'Open app button' },
    'payment.openApp': { id: 'Tombol buka aplikasi (umum)', en: 'Open app button (shared)' },
    'payment.waiting': { id: 'Teks menunggu pembayaran', en: 'Waiting for payment text' },
  },
});
