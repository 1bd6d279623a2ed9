import { defineCatalogue } from '../../../definitions/widget-catalogue';

export const catalogue = defineCatalogue({
  title: { id: 'Lacak pesanan', en: 'Track order' },
  summary: { id: 'Pembeli memasukkan nomor pesanan dan melihat perjalanan pesanannya.', en: 'The shopper enters an order number and sees where the order is.' },
  texts: {
    'button.track': { id: 'Tombol lacak (umum)', en: 'Track button (shared)' },
    'delivery.nextDay': { id: 'Nama kirim besok', en: 'Next day name' },
    'delivery.sameDay': { id: 'Nama kirim hari ini', en: 'Same day name' },
    emailNeeded: { id: 'Teks email dibutuhkan', en: 'Email needed text' },
    endedExpired: { id: 'Teks pesanan kedaluwarsa', en: 'Order expired text' },
    endedOrderAgain: { id: 'Tombol pesan lagi (berakhir)', en: 'Order again button (ended)' },
    endedPayAgain: { id: 'Tombol bayar lagi (berakhir)', en: 'Pay again button (ended)' },
    endedPaymentFailed: { id: 'Teks pembayaran gagal', en: 'Payment failed text' },
    endedStage: { id: 'Teks tahap berakhir', en: 'Ended stage text' },
    orderAgain: { id: 'Tombol pesan lagi', en: 'Order again button' },
    payAgain: { id: 'Tombol bayar lagi', en: 'Pay again button' },
    submit: { id: 'Tombol lacak', en: 'Track button' },
    'time.zone': { id: 'Nama zona waktu', en: 'Time zone name' },
    'track.courier': { id: 'Label kurir', en: 'Courier label' },
    'track.estimate': { id: 'Label perkiraan tiba', en: 'Estimate label' },
    'track.next': { id: 'Label tahap berikutnya', en: 'Next stage label' },
    'track.orderId': { id: 'Label nomor pesanan', en: 'Order number label' },
    'track.timeline': { id: 'Judul riwayat', en: 'Timeline heading' },
    'track.trackingNumber': { id: 'Label nomor resi', en: 'Tracking number label' },
  },
});
