import { defineCatalogue } from '../../../definitions/widget-catalogue';

export const catalogue = defineCatalogue({
  title: { id: 'Pilih wilayah', en: 'Area picker' },
  summary: { id: 'Pembeli memilih provinsi, kota, kecamatan dan kelurahan satu per satu untuk alamat pengiriman.', en: 'The shopper picks province, city, district and village one after another for the delivery address.' },
  texts: {
    'area.checking': { id: 'Teks saat memeriksa', en: 'Checking text' },
    'area.empty': { id: 'Teks bila tidak ada wilayah', en: 'No area text' },
    'area.legend': { id: 'Judul kelompok', en: 'Group heading' },
    'area.postalCodePrefilled': { id: 'Teks kode pos terisi otomatis', en: 'Postal code filled in text' },
    'common.choose': { id: 'Pilihan kosong', en: 'Empty choice' },
  },
});
