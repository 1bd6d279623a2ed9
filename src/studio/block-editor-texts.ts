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
} as const;
