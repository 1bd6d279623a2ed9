import { defineCatalogue } from '../../../definitions/widget-catalogue';

export const catalogue = defineCatalogue({
  title: { id: 'Cara membeli', en: 'How to buy' },
  summary: { id: 'Langkah-langkah singkat cara membeli kartu.', en: 'Short steps explaining how to buy a card.' },
  texts: {
    stepsTitle: { id: 'Judul', en: 'Heading' },
  },
});
