import { defineCatalogue } from '../../../definitions/widget-catalogue';

export const catalogue = defineCatalogue({
  title: { id: 'Banner bergeser', en: 'Banner carousel' },
  summary: { id: 'Deretan banner promosi yang bergeser di bagian atas halaman.', en: 'A row of promotional banners that slide at the top of the page.' },
  texts: {
    bannerLabel: { id: 'Nama deretan untuk pembaca layar', en: 'Carousel name for screen readers' },
  },
});
