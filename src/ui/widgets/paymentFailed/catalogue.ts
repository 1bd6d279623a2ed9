import { defineCatalogue } from '../../../definitions/widget-catalogue';

export const catalogue = defineCatalogue({
  title: { id: 'Pembayaran gagal', en: 'Payment failed' },
  summary: { id: 'Pesan bahwa pembayaran gagal, dengan tombol coba lagi atau ke beranda.', en: 'Says the payment failed, with buttons to try again or go home.' },
  texts: {
    'button.backToHome': { id: 'Tombol ke beranda', en: 'Home button' },
    'button.retryPayment': { id: 'Tombol bayar lagi', en: 'Pay again button' },
    home: { id: 'Tautan beranda', en: 'Home link' },
    retry: { id: 'Tautan coba lagi', en: 'Retry link' },
    text: { id: 'Teks', en: 'Text' },
  },
});
