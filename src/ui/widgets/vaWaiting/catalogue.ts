import { defineCatalogue } from '../../../definitions/widget-catalogue';

export const catalogue = defineCatalogue({
  title: { id: 'Bayar lewat virtual account', en: 'Virtual account payment' },
  summary: { id: 'Nomor virtual account untuk transfer, tombol salin dan panduan membayar.', en: 'The virtual account number to transfer to, a copy button and a payment guide.' },
  texts: {
    'button.copy': { id: 'Tombol salin (umum)', en: 'Copy button (shared)' },
    guideTitle: { id: 'Judul panduan', en: 'Guide heading' },
    'payment.vaNumber': { id: 'Label nomor VA (umum)', en: 'VA number label (shared)' },
    'payment.waiting': { id: 'Teks menunggu pembayaran', en: 'Waiting for payment text' },
    'summary.total': { id: 'Label total', en: 'Total label' },
    vaNumber: { id: 'Label nomor VA', en: 'VA number label' },
  },
});
