import { defineCatalogue } from '../../../definitions/widget-catalogue';

export const catalogue = defineCatalogue({
  title: { id: 'Pilih paket', en: 'Package picker' },
  summary: { id: 'Pembeli memilih paket internet dan pulsa, dengan harga dan bonusnya.', en: 'The shopper picks a data and credit package, with its price and bonuses.' },
  texts: {
    'package.bestDeal': { id: 'Label paling hemat', en: 'Best deal label' },
    'package.bonusTitle': { id: 'Judul bonus', en: 'Bonus heading' },
    'package.discount': { id: 'Label diskon', en: 'Discount label' },
    'package.empty': { id: 'Teks tanpa paket', en: 'No packages text' },
    'package.title': { id: 'Judul', en: 'Heading' },
    'summary.securityDeposit': { id: 'Label uang jaminan', en: 'Security deposit label' },
  },
});
