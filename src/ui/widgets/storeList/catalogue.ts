import { defineCatalogue } from '../../../definitions/widget-catalogue';

export const catalogue = defineCatalogue({
  title: { id: 'Daftar toko', en: 'Store list' },
  summary: { id: 'Toko tempat mengambil kartu, dapat dicari, dengan alamat, jam buka dan peta.', en: 'The stores where cards are picked up, searchable, with address, opening hours and map.' },
  texts: {
    'stores.address': { id: 'Label alamat', en: 'Address label' },
    'stores.city': { id: 'Label kota', en: 'City label' },
    'stores.count': { id: 'Teks jumlah toko', en: 'Store count text' },
    'stores.empty': { id: 'Teks tanpa toko', en: 'No stores text' },
    'stores.hours': { id: 'Label jam buka', en: 'Opening hours label' },
    'stores.map': { id: 'Tautan peta', en: 'Map link' },
    'stores.name': { id: 'Label nama', en: 'Name label' },
    'stores.searchLabel': { id: 'Label kolom cari', en: 'Search field label' },
    'stores.searchPlaceholder': { id: 'Petunjuk kolom cari', en: 'Search placeholder' },
  },
});
