import { defineCatalogue } from '../../../definitions/widget-catalogue';

export const catalogue = defineCatalogue({
  title: { id: 'Terima kasih', en: 'Thank you' },
  summary: { id: 'Hasil pesanan setelah membayar: berhasil, menunggu atau gagal, dengan rincian dan langkah berikutnya.', en: 'The order result after paying: done, waiting or failed, with its details and next steps.' },
  texts: {
    activate: { id: 'Tombol aktivasi', en: 'Activate button' },
    activateText: { id: 'Teks aktivasi', en: 'Activation text' },
    activateTitle: { id: 'Judul aktivasi', en: 'Activation heading' },
    amountPaid: { id: 'Label jumlah dibayar', en: 'Amount paid label' },
    'delivery.nextDay': { id: 'Nama kirim besok', en: 'Next day name' },
    'delivery.sameDay': { id: 'Nama kirim hari ini', en: 'Same day name' },
    'delivery.storeHours': { id: 'Teks jam toko', en: 'Store hours text' },
    'package.bonus': { id: 'Label bonus', en: 'Bonus label' },
    'summary.number': { id: 'Label nomor', en: 'Number label' },
    'summary.package': { id: 'Label paket', en: 'Package label' },
    deliveryEstimate: { id: 'Label perkiraan tiba', en: 'Delivery estimate label' },
    home: { id: 'Tautan beranda', en: 'Home link' },
    nextTitle: { id: 'Judul langkah berikutnya', en: 'Next steps heading' },
    orderId: { id: 'Label nomor pesanan', en: 'Order number label' },
    pickupBring: { id: 'Teks yang perlu dibawa', en: 'What to bring text' },
    pickupTitle: { id: 'Judul ambil di toko', en: 'Store pick-up heading' },
    recapTitle: { id: 'Judul rincian', en: 'Details heading' },
    reorder: { id: 'Tombol pesan lagi', en: 'Order again button' },
    resume: { id: 'Tombol lanjutkan bayar', en: 'Resume payment button' },
    retry: { id: 'Tombol coba lagi', en: 'Retry button' },
    track: { id: 'Tombol lacak', en: 'Track button' },
  },
});
