import { defineCatalogue } from '../../../definitions/widget-catalogue';

export const catalogue = defineCatalogue({
  title: { id: 'Hasil aktivasi', en: 'Activation result' },
  summary: { id: 'Menampilkan apakah aktivasi kartu berhasil, dengan nomor pesanan dan kode aktivasi.', en: 'Shows whether the card activation succeeded, with the order number and activation code.' },
  texts: {
    activationId: { id: 'Label kode aktivasi', en: 'Activation code label' },
    completeText: { id: 'Teks aktivasi berhasil', en: 'Activation done text' },
    completeTitle: { id: 'Judul aktivasi berhasil', en: 'Activation done heading' },
    failedText: { id: 'Teks aktivasi gagal', en: 'Activation failed text' },
    failedTitle: { id: 'Judul aktivasi gagal', en: 'Activation failed heading' },
    orderId: { id: 'Label nomor pesanan', en: 'Order number label' },
    trackActivation: { id: 'Tombol lacak aktivasi', en: 'Track activation button' },
  },
});
