import { defineCatalogue } from '../../../definitions/widget-catalogue';

export const catalogue = defineCatalogue({
  title: { id: 'Rincian promo', en: 'Promo detail' },
  summary: { id: 'Satu promo lengkap: gambar, isi, masa berlaku dan syarat.', en: 'One promotion in full: image, body, period and terms.' },
  texts: {
    back: { id: 'Tautan kembali', en: 'Back link' },
    from: { id: 'Teks mulai dari', en: 'From text' },
    missingText: { id: 'Teks promo tidak ada', en: 'Promo missing text' },
    missingTitle: { id: 'Judul promo tidak ada', en: 'Promo missing heading' },
    period: { id: 'Label masa berlaku', en: 'Period label' },
    terms: { id: 'Judul syarat', en: 'Terms heading' },
  },
});
