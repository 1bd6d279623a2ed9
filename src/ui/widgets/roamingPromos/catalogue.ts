import { defineCatalogue } from '../../../definitions/widget-catalogue';

export const catalogue = defineCatalogue({
  title: { id: 'Promo roaming', en: 'Roaming promos' },
  summary: { id: 'Paket roaming untuk bepergian ke luar negeri.', en: 'Roaming packages for travelling abroad.' },
  texts: {
    roamingTitle: { id: 'Judul', en: 'Heading' },
  },
});
