import { defineCatalogue } from '../../../definitions/widget-catalogue';

export const catalogue = defineCatalogue({
  title: { id: 'Pilih nomor', en: 'Number picker' },
  summary: { id: 'Pembeli mencari dan memilih nomor kartu, biasa atau cantik.', en: 'The shopper searches and picks a phone number, regular or vanity.' },
  texts: {
    'number.compare': { id: 'Tombol bandingkan', en: 'Compare button' },
    'number.compareCount': { id: 'Teks jumlah dibandingkan', en: 'Compared count text' },
    'number.compareMax': { id: 'Teks batas maksimum', en: 'Maximum reached text' },
    'number.compareMin': { id: 'Teks batas minimum', en: 'Minimum needed text' },
    'number.empty': { id: 'Teks tanpa nomor', en: 'No numbers text' },
    'number.refresh': { id: 'Tombol muat ulang', en: 'Refresh button' },
    'number.searchHint': { id: 'Petunjuk cari nomor biasa', en: 'Regular search hint' },
    'number.searchLabel': { id: 'Label kolom cari', en: 'Search field label' },
    'number.selected': { id: 'Teks nomor dipilih', en: 'Chosen number text' },
    'number.title': { id: 'Judul', en: 'Heading' },
    'number.vanityHint': { id: 'Petunjuk cari nomor cantik', en: 'Vanity search hint' },
    'package.title': { id: 'Judul paket', en: 'Package heading' },
  },
});
