import { defineCatalogue } from '../../../definitions/widget-catalogue';

export const catalogue = defineCatalogue({
  title: { id: 'Foto dengan kamera', en: 'Camera photo' },
  summary: { id: 'Pembeli memotret dokumen atau wajah dengan kamera ponsel, atau memilih file.', en: 'The shopper takes a photo of a document or face with the phone camera, or picks a file.' },
  texts: {
    back: { id: 'Tombol kembali', en: 'Back button' },
    capture: { id: 'Tombol ambil foto', en: 'Take photo button' },
    denied: { id: 'Teks kamera ditolak', en: 'Camera refused text' },
    photo: { id: 'Label foto', en: 'Photo label' },
    pickFile: { id: 'Tombol pilih file', en: 'Pick file button' },
    preview: { id: 'Label pratinjau', en: 'Preview label' },
    retake: { id: 'Tombol foto ulang', en: 'Retake button' },
    starting: { id: 'Teks kamera menyala', en: 'Camera starting text' },
    unavailable: { id: 'Teks kamera tidak tersedia', en: 'No camera text' },
    unknownMode: { id: 'Teks mode tidak dikenal', en: 'Unknown mode text' },
    use: { id: 'Tombol pakai foto', en: 'Use photo button' },
  },
});
