import { defineCatalogue } from '../../../definitions/widget-catalogue';

export const catalogue = defineCatalogue({
  title: { id: 'Pilih pengiriman', en: 'Delivery picker' },
  summary: { id: 'Pembeli memilih cara pengiriman atau ambil di toko, dengan biayanya.', en: 'The shopper picks how the card is delivered or picked up in a store, with its price.' },
  texts: {
    'common.free': { id: 'Teks gratis', en: 'Free text' },
    'delivery.empty': { id: 'Teks tanpa pilihan', en: 'No option text' },
    'delivery.needAddress': { id: 'Teks alamat dibutuhkan', en: 'Address needed text' },
    'delivery.nextDay': { id: 'Nama kirim besok', en: 'Next day name' },
    'delivery.sameDay': { id: 'Nama kirim hari ini', en: 'Same day name' },
    'delivery.store': { id: 'Nama ambil di toko', en: 'Store pick-up name' },
    'delivery.storeHours': { id: 'Teks jam toko', en: 'Store hours text' },
    'delivery.title': { id: 'Judul', en: 'Heading' },
  },
});
