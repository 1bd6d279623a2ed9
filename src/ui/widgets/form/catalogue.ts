import { defineCatalogue } from '../../../definitions/widget-catalogue';

export const catalogue = defineCatalogue({
  title: { id: 'Formulir', en: 'Form' },
  summary: { id: 'Kolom isian yang diisi pembeli (misalnya nama, email, NIK) dengan tombolnya.', en: 'Fields the shopper fills in (such as name, email, ID number) with its button.' },
  texts: {},
});
