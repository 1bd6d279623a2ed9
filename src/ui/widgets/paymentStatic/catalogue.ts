import { defineCatalogue } from '../../../definitions/widget-catalogue';

export const catalogue = defineCatalogue({
  title: { id: 'Status pembayaran', en: 'Payment status' },
  summary: { id: 'Keadaan pembayaran yang sedang berjalan: menunggu, kedaluwarsa, tidak ditemukan, dengan bantuan.', en: 'The state of a running payment: waiting, expired, not found, with help.' },
  texts: {
    errorText: { id: 'Teks kesalahan', en: 'Error text' },
    notFoundHeading: { id: 'Judul tidak ditemukan', en: 'Not found heading' },
    notFoundText: { id: 'Teks tidak ditemukan', en: 'Not found text' },
    'payment.changeMethod': { id: 'Tombol ganti cara bayar', en: 'Change method button' },
    'payment.chooseAnother': { id: 'Teks pilih cara lain', en: 'Choose another text' },
    'payment.expired': { id: 'Teks waktu habis', en: 'Time is up text' },
    'payment.expiredGone': { id: 'Teks nomor sudah lepas', en: 'Number released text' },
    'payment.expiredHeld': { id: 'Teks nomor masih ditahan', en: 'Number still held text' },
    'payment.helpTitle': { id: 'Judul bantuan', en: 'Help heading' },
    'payment.orderAgain': { id: 'Tombol pesan lagi', en: 'Order again button' },
    text: { id: 'Teks', en: 'Text' },
  },
});
