import { defineCatalogue } from '../../../definitions/widget-catalogue';

export const catalogue = defineCatalogue({
  title: { id: 'Pemberitahuan dari data', en: 'Notice from data' },
  summary: { id: 'Pemberitahuan yang isinya ditentukan oleh sumber data (misalnya info keterlambatan pengiriman).', en: 'A notice whose content a data source decides (such as delivery delay info).' },
  texts: {},
});
