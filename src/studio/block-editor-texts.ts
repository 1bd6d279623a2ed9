// The block editor's labels (choosing a block's widget, its props form), both languages; part of the studio's text table.
export const blockEditorTexts = {
  blockWidget: { id: 'Yang ditampilkan blok ini', en: 'What this block shows' },
  blockWidgetHelp: {
    id: 'Pilih bagian yang dilihat pembeli di blok ini. Isiannya di bawah berubah sesuai pilihan.',
    en: 'Choose what the shopper sees in this block. The settings below follow the choice.',
  },
  blockChoose: { id: 'Pilih tampilan', en: 'Choose what it shows' },
  blockChange: { id: 'Ganti tampilan', en: 'Change what it shows' },
  blockCancel: { id: 'Batal', en: 'Cancel' },
  blockSearch: { id: 'Cari tampilan', en: 'Search what to show' },
  blockNoMatch: { id: 'Tidak ada tampilan yang cocok.', en: 'Nothing matches.' },
  blockNone: { id: 'Belum dipilih.', en: 'Not chosen yet.' },
  blockLoading: { id: 'Memuat daftar tampilan…', en: 'Loading what blocks can show…' },
  blockUnknown: { id: 'Tampilan tidak dikenal: %1', en: 'Unknown widget: %1' },
  blockDropped: { id: 'Pengaturan yang tidak dipakai tampilan baru dihapus: %1', en: 'Settings the new choice does not use were removed: %1' },
  blockSettings: { id: 'Pengaturan', en: 'Settings' },
  blockNoSettings: { id: 'Tampilan ini tidak membutuhkan pengaturan.', en: 'This needs no settings.' },
  blockAdvanced: { id: 'Lanjutan: JSON (untuk pengembang)', en: 'Advanced: JSON (for developers)' },
  blockForm: { id: 'Kembali ke formulir', en: 'Back to the form' },
  blockPropsJson: { id: 'Pengaturan sebagai JSON', en: 'Settings as JSON' },
  blockBindTitle: { id: 'Simpan pilihan pembeli ke', en: 'Keep the shopper\'s choice in' },
  blockBindHelp: {
    id: 'Nama tempat pilihan pembeli di blok ini disimpan (misalnya number atau package), agar langkah dan syarat berikutnya dapat membacanya.',
    en: 'The name the shopper\'s choice in this block is kept under (such as number or package), so later steps and conditions can read it.',
  },
  blockWhenTitle: { id: 'Tampilkan bila', en: 'Show when' },
  blockWhenHelp: {
    id: 'Blok hanya tampil selama syarat ini terpenuhi; tanpa syarat selalu tampil. Blok yang tersembunyi tidak diperiksa saat langkah dikirim.',
    en: 'The block shows only while this condition holds; with no condition it always shows. A hidden block is not checked when the step is sent.',
  },
  blockTimersTitle: { id: 'Pengatur waktu', en: 'Timers' },
  blockTimersHelp: {
    id: 'Untuk sesuatu yang berakhir di blok ini (penawaran): saat waktunya habis, pembeli dibawa ke langkah atau halaman yang dipilih.',
    en: 'For something in this block that ends (an offer): when its time is up, the shopper is taken to the chosen step or page.',
  },
} as const;
