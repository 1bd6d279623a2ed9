import { defineCatalogue } from '../../../definitions/widget-catalogue';

export const catalogue = defineCatalogue({
  title: { id: 'Hitung mundur', en: 'Countdown' },
  summary: { id: 'Sisa waktu sebelum batas (misalnya batas pembayaran) habis.', en: 'The time left before a deadline (such as the payment deadline) runs out.' },
  texts: {
    'payment.expired': { id: 'Teks waktu habis', en: 'Time is up text' },
    'payment.expiresIn': { id: 'Teks sisa waktu', en: 'Time left text' },
  },
});
