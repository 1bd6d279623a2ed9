import { defineCatalogue } from '../../../definitions/widget-catalogue';

export const catalogue = defineCatalogue({
  title: { id: 'Menu cepat', en: 'Quick actions' },
  summary: { id: 'Ubin tautan cepat ke bagian toko yang sering dipakai.', en: 'Tiles linking to the parts of the shop used most.' },
  texts: {
    tilesTitle: { id: 'Judul', en: 'Heading' },
  },
});
