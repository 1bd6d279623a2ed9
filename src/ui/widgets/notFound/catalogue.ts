import { defineCatalogue } from '../../../definitions/widget-catalogue';

export const catalogue = defineCatalogue({
  title: { id: 'Halaman tidak ditemukan', en: 'Page not found' },
  summary: { id: 'Pesan bahwa halaman tidak ada, dengan tautan ke beranda.', en: 'Says the page does not exist, with a link to the home page.' },
  texts: {
    home: { id: 'Tautan beranda', en: 'Home link' },
    text: { id: 'Teks', en: 'Text' },
  },
});
