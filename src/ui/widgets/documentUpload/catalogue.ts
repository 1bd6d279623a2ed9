import { defineCatalogue } from '../../../definitions/widget-catalogue';

export const catalogue = defineCatalogue({
  title: { id: 'Unggah dokumen', en: 'Document upload' },
  summary: { id: 'Pembeli mengunggah foto dokumen (misalnya KTP) untuk pesanan.', en: 'The shopper uploads a photo of a document (such as an ID card) for the order.' },
  texts: {
    'button.change': { id: 'Tombol ganti', en: 'Change button' },
    'button.remove': { id: 'Tombol hapus', en: 'Remove button' },
    'button.select': { id: 'Tombol pilih', en: 'Select button' },
    'document.retry': { id: 'Tombol coba lagi', en: 'Retry button' },
    'document.takePhoto': { id: 'Tombol ambil foto', en: 'Take photo button' },
  },
});
