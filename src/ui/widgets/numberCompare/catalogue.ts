import { defineCatalogue } from '../../../definitions/widget-catalogue';

export const catalogue = defineCatalogue({
  title: { id: 'Bandingkan nomor', en: 'Compare numbers' },
  summary: { id: 'Nomor-nomor pilihan pembeli berdampingan dengan harga dan jenisnya, untuk memilih satu.', en: 'The numbers the shopper picked side by side with price and type, to choose one.' },
  texts: {
    'compare.back': { id: 'Tombol kembali', en: 'Back button' },
    'compare.choose': { id: 'Tombol pilih', en: 'Choose button' },
    'compare.empty': { id: 'Teks tanpa nomor', en: 'No numbers text' },
    'compare.label': { id: 'Nama daftar', en: 'List name' },
    'compare.price': { id: 'Label harga', en: 'Price label' },
    'compare.title': { id: 'Judul', en: 'Heading' },
    'compare.type': { id: 'Label jenis', en: 'Type label' },
    'number.regular': { id: 'Nama nomor biasa', en: 'Regular number name' },
    'number.vanity': { id: 'Nama nomor cantik', en: 'Vanity number name' },
    'toast.numberUnavailable': { id: 'Pesan nomor tidak tersedia', en: 'Number gone message' },
  },
});
