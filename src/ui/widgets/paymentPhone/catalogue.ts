import { defineCatalogue } from '../../../definitions/widget-catalogue';

export const catalogue = defineCatalogue({
  title: { id: 'Nomor e-wallet', en: 'E-wallet phone' },
  summary: { id: 'Pembeli memasukkan nomor ponsel akun e-wallet untuk membayar.', en: 'The shopper enters the phone number of their e-wallet account to pay.' },
  texts: {
    'button.back': { id: 'Tombol kembali', en: 'Back button' },
    'button.next': { id: 'Tombol lanjut', en: 'Next button' },
    submit: { id: 'Tombol kirim', en: 'Submit button' },
  },
});
