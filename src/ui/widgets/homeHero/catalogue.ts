import { defineCatalogue } from '../../../definitions/widget-catalogue';

export const catalogue = defineCatalogue({
  title: { id: 'Sambutan beranda', en: 'Home welcome' },
  summary: { id: 'Bagian pembuka beranda: judul besar, teks singkat dan tombol ajakan.', en: 'The opening part of the home page: a big heading, a short text and a call to action.' },
  texts: {
    cta: { id: 'Tombol ajakan', en: 'Call to action button' },
    stepsTitle: { id: 'Judul langkah', en: 'Steps heading' },
    subheading: { id: 'Subjudul', en: 'Subheading' },
  },
});
