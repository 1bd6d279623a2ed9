// Every label of the studio (a developer-facing admin tool), in both languages like the shop's texts.
import { createContext, useCallback, useContext } from 'react';
import { journeyEditorTexts } from './journey-editor-texts';
export type StudioLang = 'id' | 'en';

export const studioTexts = {
  ...journeyEditorTexts,
  title: { id: 'Studio', en: 'Studio' },
  loginTitle: { id: 'Masuk ke Studio', en: 'Sign in to the studio' },
  tokenLabel: { id: 'Token admin', en: 'Admin token' },
  tokenHint: { id: 'Server mencetak token pengembangan saat pertama kali dijalankan tanpa ADMIN_TOKEN.', en: 'The server prints a development token on first start when ADMIN_TOKEN is unset.' },
  login: { id: 'Masuk', en: 'Sign in' },
  logout: { id: 'Keluar', en: 'Sign out' },
  refused: { id: 'Akses ditolak: token admin tidak valid.', en: 'Access refused: the admin token is not valid.' },
  checking: { id: 'Memeriksa…', en: 'Checking…' },
  types: { id: 'Jenis dokumen', en: 'Document types' },
  pickType: { id: 'Pilih jenis dokumen di kiri.', en: 'Pick a document type on the left.' },
  documents: { id: 'Dokumen', en: 'Documents' },
  noDocuments: { id: 'Belum ada dokumen.', en: 'No documents yet.' },
  newId: { id: 'ID dokumen baru', en: 'New document id' },
  create: { id: 'Buat', en: 'Create' },
  draft: { id: 'draf', en: 'draft' },
  published: { id: 'terbit', en: 'published' },
  saveDraft: { id: 'Simpan draf', en: 'Save draft' },
  saved: { id: 'Draf disimpan.', en: 'Draft saved.' },
  validate: { id: 'Periksa', en: 'Check' },
  valid: { id: 'Tidak ada masalah.', en: 'No problems.' },
  publish: { id: 'Terbitkan', en: 'Publish' },
  publishedOk: { id: 'Diterbitkan.', en: 'Published.' },
  refusedPublish: { id: 'Tidak diterbitkan:', en: 'Not published:' },
  problems: { id: 'Perbaiki dulu sebelum menerbitkan:', en: 'Fix these before publishing:' },
  discard: { id: 'Buang draf', en: 'Discard draft' },
  preview: { id: 'Pratinjau', en: 'Preview' },
  duplicate: { id: 'Duplikat sebagai', en: 'Duplicate as' },
  history: { id: 'Riwayat', en: 'History' },
  noHistory: { id: 'Belum ada revisi.', en: 'No revisions yet.' },
  revert: { id: 'Pulihkan sebagai draf', en: 'Restore as draft' },
  reverted: { id: 'Revisi lama dipulihkan sebagai draf.', en: 'The old revision is now the draft.' },
  upload: { id: 'Unggah gambar', en: 'Upload image' },
  uploading: { id: 'Mengunggah…', en: 'Uploading…' },
  indonesian: { id: 'Indonesia', en: 'Indonesian' },
  english: { id: 'Inggris', en: 'English' },
  loading: { id: 'Memuat…', en: 'Loading…' },
  error: { id: 'Gagal:', en: 'Failed:' },
  back: { id: 'Kembali', en: 'Back' },
  language: { id: 'EN', en: 'ID' },
  staff: { id: 'Staf', en: 'Staff' },
  refunds: { id: 'Pengembalian dana', en: 'Refunds' },
  refundsIntro: {
    id: 'Pembayaran yang diterima toko tetapi tidak dapat dipakai untuk pesanannya. Kembalikan dananya melalui gateway pembayaran, lalu tandai sudah dikembalikan.',
    en: 'Payments the shop received but could not use for their order. Refund them at the payment gateway, then mark them refunded.',
  },
  noRefunds: { id: 'Tidak ada dana yang perlu dikembalikan.', en: 'Nothing to refund.' },
  refundOrder: { id: 'Pesanan', en: 'Order' },
  refundPayment: { id: 'Pembayaran', en: 'Payment' },
  refundMethod: { id: 'Metode', en: 'Method' },
  refundAmount: { id: 'Jumlah', en: 'Amount' },
  refundReason: { id: 'Alasan', en: 'Reason' },
  refundPaidAt: { id: 'Diterima', en: 'Received' },
  refundOrderStatus: { id: 'Status pesanan', en: 'Order status' },
  markRefunded: { id: 'Tandai sudah dikembalikan', en: 'Mark refunded' },
  NUMBER_TAKEN: { id: 'Nomor sudah menjadi milik pesanan lain', en: 'The number went to another order' },
  DOUBLE_CHARGE: { id: 'Pesanan sudah dibayar (pembayaran ganda)', en: 'The order was already paid (double charge)' },
  AMOUNT_CHANGED: { id: 'Jumlah pesanan sudah berubah', en: 'The order amount had changed' },
  confirmYes: { id: 'Ya, lanjutkan', en: 'Yes, go ahead' },
  confirmNo: { id: 'Batal', en: 'Cancel' },
  confirmDiscard: { id: 'Buang draf ini? Perubahan yang belum diterbitkan akan hilang.', en: 'Discard this draft? Changes that are not published will be lost.' },
  confirmRevert: { id: 'Pulihkan revisi ini sebagai draf? Draf yang sekarang akan diganti.', en: 'Restore this revision as the draft? The current draft will be replaced.' },
  search: { id: 'Cari', en: 'Search' },
  status: { id: 'Status', en: 'Status' },
  statusAll: { id: 'Semua', en: 'All' },
  noMatch: { id: 'Tidak ada dokumen yang cocok.', en: 'No document matches.' },
  jsonInvalid: { id: 'Bukan JSON yang valid: perbaiki teksnya (nilai terakhir yang valid tetap dipakai).', en: 'Not valid JSON: fix the text (the last valid value is kept).' },
  formAdd: { id: 'Tambah', en: 'Add' },
  formCopy: { id: 'Salin', en: 'Copy' },
  formMoveUp: { id: 'Naikkan', en: 'Move up' },
  formMoveDown: { id: 'Turunkan', en: 'Move down' },
  formRemove: { id: 'Hapus', en: 'Remove' },
  formClear: { id: 'Kosongkan', en: 'Clear' },
  formEmptyArray: { id: 'Belum ada isian. Pakai tombol Tambah di bawah.', en: 'Nothing here yet. Use the Add button below.' },
} as const;

export type StudioTextKey = keyof typeof studioTexts;

/** The studio's language (its own switch; the shop's language model is not involved). */
export const StudioLangContext = createContext<{ lang: StudioLang; setLang(lang: StudioLang): void }>({ lang: 'en', setLang: () => undefined });

/** An issue in the studio's language: its own words when the server gave them, else its message. */
export function useIssueText(): (issue: { message: string; text?: { id: string; en: string } }) => string {
  const { lang } = useContext(StudioLangContext);
  return useCallback((issue) => issue.text?.[lang] ?? issue.message, [lang]);
}

/** `t('publish')` in the studio's current language. */
export function useStudioText(): (key: StudioTextKey) => string {
  const { lang } = useContext(StudioLangContext);
  return (key) => studioTexts[key][lang];
}
