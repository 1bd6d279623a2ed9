import { defineCatalogue } from '../../../definitions/widget-catalogue';

export const catalogue = defineCatalogue({
  title: { id: 'Teks dan gambar', en: 'Text and image' },
  summary: { id: 'Teks tetap dalam dua bahasa, dengan gambar bila perlu. Tidak membutuhkan sumber data.', en: 'A fixed text in both languages, with an image if wanted. Needs no data source.' },
  texts: {},
});
