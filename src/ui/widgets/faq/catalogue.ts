import { defineCatalogue } from '../../../definitions/widget-catalogue';

export const catalogue = defineCatalogue({
  title: { id: 'Tanya jawab', en: 'FAQ' },
  summary: { id: 'Daftar pertanyaan yang sering diajukan, dibuka satu per satu.', en: 'A list of frequently asked questions, each opened on its own.' },
  texts: {
    faqTitle: { id: 'Judul', en: 'Heading' },
  },
});
