import { defineCatalogue } from '../../../definitions/widget-catalogue';

export const catalogue = defineCatalogue({
  title: { id: 'Batas pembelian', en: 'Purchase limit' },
  summary: { id: 'Pesan bahwa pembeli sudah mencapai batas jumlah kartu.', en: 'Says the shopper has reached the limit of cards they may buy.' },
  texts: {
    home: { id: 'Tautan beranda', en: 'Home link' },
    text: { id: 'Teks', en: 'Text' },
  },
});
