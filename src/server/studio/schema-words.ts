// A schema error as an editor would say it, in both languages: what is wrong with the field and how to
// put it right. The JSON Schema keywords an editor meets in the studio's forms are covered; anything
// else keeps AJV's English for both.
import type { ErrorObject } from 'ajv';
import type { Words } from './content-checks';

const TYPE_NAMES: Readonly<Record<string, Words>> = {
  string: { id: 'teks', en: 'a text' },
  number: { id: 'angka', en: 'a number' },
  integer: { id: 'bilangan bulat', en: 'a whole number' },
  boolean: { id: 'ya atau tidak', en: 'yes or no' },
  array: { id: 'daftar', en: 'a list' },
  object: { id: 'kelompok isian', en: 'a group of fields' },
};

const list = (values: unknown): string => (Array.isArray(values) ? values.map((v) => String(v)).join(', ') : String(values));

/** The words for one AJV error (`params` as AJV gives them), or null for a keyword without its own. */
export function schemaWords(error: ErrorObject): Words | null {
  const p = error.params as Record<string, unknown>;
  const n = typeof p.limit === 'number' ? p.limit : 0;
  switch (error.keyword) {
    case 'required':
      return { id: 'Wajib diisi.', en: 'This is required: fill it in.' };
    case 'minLength':
      return n <= 1
        ? { id: 'Masih kosong: isi dulu.', en: 'This is empty: fill it in.' }
        : { id: `Terlalu pendek: minimal ${n} karakter.`, en: `Too short: at least ${n} characters.` };
    case 'maxLength':
      return { id: `Terlalu panjang: maksimal ${n} karakter.`, en: `Too long: at most ${n} characters.` };
    case 'pattern':
    case 'format':
      return { id: 'Tidak sesuai format yang diharapkan: lihat petunjuk isian ini.', en: 'Not in the expected format: see this field\'s help.' };
    case 'enum':
      return { id: `Pilih salah satu: ${list(p.allowedValues)}.`, en: `Choose one of: ${list(p.allowedValues)}.` };
    case 'const':
      return { id: `Harus ${JSON.stringify(p.allowedValue)}.`, en: `Must be ${JSON.stringify(p.allowedValue)}.` };
    case 'type': {
      const name = TYPE_NAMES[String(p.type).split(',')[0] ?? ''];
      return name ? { id: `Isi dengan ${name.id}.`, en: `Enter ${name.en}.` } : null;
    }
    case 'minimum':
      return { id: `Minimal ${n}.`, en: `At least ${n}.` };
    case 'maximum':
      return { id: `Maksimal ${n}.`, en: `At most ${n}.` };
    case 'minItems':
      return { id: `Tambahkan minimal ${n}.`, en: `Add at least ${n}.` };
    case 'maxItems':
      return { id: `Paling banyak ${n}: hapus sisanya.`, en: `At most ${n}: remove the rest.` };
    case 'additionalProperties':
      return {
        id: `'${String(p.additionalProperty)}' bukan isian dokumen ini: hapus.`,
        en: `'${String(p.additionalProperty)}' is not a field of this document: remove it.`,
      };
    default:
      return null;
  }
}

/** Where the error belongs: a missing property is the field itself, not the group that lacks it. */
export function errorPointer(error: ErrorObject): string {
  const missing = (error.params as Record<string, unknown>).missingProperty;
  return error.keyword === 'required' && typeof missing === 'string'
    ? `${error.instancePath}/${missing.replace(/~/g, '~0').replace(/\//g, '~1')}`
    : error.instancePath;
}
