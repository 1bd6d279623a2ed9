import { defineCatalogue } from '../../../definitions/widget-catalogue';

export const catalogue = defineCatalogue({
  title: { id: 'Tab produk', en: 'Product tabs' },
  summary: { id: 'Produk kartu dalam tab (kartu fisik atau eSIM) dengan paketnya dan tombol beli.', en: 'Card products in tabs (physical SIM or eSIM) with their packages and buy buttons.' },
  texts: {
    buyEsim: { id: 'Tombol beli eSIM', en: 'Buy eSIM button' },
    buySim: { id: 'Tombol beli kartu', en: 'Buy SIM button' },
    drawerOpen: { id: 'Tombol buka rincian', en: 'Open details button' },
    packageCta: { id: 'Tombol paket', en: 'Package button' },
    packagesEmpty: { id: 'Teks tanpa paket', en: 'No packages text' },
    productsTitle: { id: 'Judul', en: 'Heading' },
  },
});
