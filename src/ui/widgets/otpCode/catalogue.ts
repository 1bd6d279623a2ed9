import { defineCatalogue } from '../../../definitions/widget-catalogue';

export const catalogue = defineCatalogue({
  title: { id: 'Kode OTP', en: 'OTP code' },
  summary: { id: 'Pembeli memasukkan kode yang dikirim ke ponselnya.', en: 'The shopper enters the code sent to their phone.' },
  texts: {
    'otp.sentTo': { id: 'Teks kode dikirim ke', en: 'Code sent to text' },
    'otp.validUntil': { id: 'Teks berlaku sampai', en: 'Valid until text' },
  },
});
