import { defineCatalogue } from '../../../definitions/widget-catalogue';

export const catalogue = defineCatalogue({
  title: { id: 'Daftar promo', en: 'Promo list' },
  summary: { id: 'Kartu-kartu promo yang sedang berlaku, masing-masing dengan tautan ke rinciannya.', en: 'Cards of the running promotions, each linking to its detail.' },
  texts: {
    empty: { id: 'Teks tanpa promo', en: 'No promos text' },
    readMore: { id: 'Tautan baca selengkapnya', en: 'Read more link' },
  },
});
