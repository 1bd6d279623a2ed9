import { defineCatalogue } from '../../../definitions/widget-catalogue';

export const catalogue = defineCatalogue({
  title: { id: 'Pilih kota', en: 'City picker' },
  summary: { id: 'Pembeli memilih kota tempat kartu dikirim atau diambil.', en: 'The shopper picks the city the card is delivered to or picked up in.' },
  texts: {
    'city.label': { id: 'Label kolom', en: 'Field label' },
    'city.placeholder': { id: 'Teks petunjuk', en: 'Placeholder' },
    'common.loadFailed': { id: 'Teks gagal memuat', en: 'Load failed text' },
  },
});
