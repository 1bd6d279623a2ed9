import { defineCatalogue } from '../../../definitions/widget-catalogue';

export const catalogue = defineCatalogue({
  title: { id: 'Layanan', en: 'Services' },
  summary: { id: 'Daftar layanan toko dengan ikon dan tautan.', en: "The shop's services with icons and links." },
  texts: {
    servicesTitle: { id: 'Judul', en: 'Heading' },
  },
});
