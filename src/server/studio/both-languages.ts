// "Both languages filled": a bilingual value (an object with `id` and `en`: a text, a Portable Text
// body, a list of terms) that is filled in one language and empty in the other would show a blank
// to half the visitors. The issue sits at the empty language and names the field as the studio's
// form labels it (the schema's titles along the way; list items by their position from 1).
import type { StudioIssue } from './content-checks';
import { walkWithSchema } from './schema-walk';

type Lang = 'id' | 'en';
const LANG_NAMES: Readonly<Record<Lang, { id: string; en: string }>> = {
  id: { id: 'bahasa Indonesia', en: 'Indonesian' },
  en: { id: 'bahasa Inggris', en: 'English' },
};

const isRec = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Whether a language's value says something: text that is not blank, a list with something in it. */
function filled(v: unknown): boolean {
  if (typeof v === 'string') return v.trim() !== '';
  if (Array.isArray(v)) return v.some((item) => (typeof item === 'string' ? item.trim() !== '' : item !== null && item !== undefined));
  return false;
}

/** A pair of languages of one kind (two texts or two lists); a language object of sub-fields is checked field by field instead. */
const isPair = (v: Record<string, unknown>): boolean =>
  'id' in v && 'en' in v && ((typeof v.id === 'string' && typeof v.en === 'string') || (Array.isArray(v.id) && Array.isArray(v.en)));

/** Every bilingual value of a content document (`body` without system fields) filled in one language only. */
export function bothLanguagesIssues(body: Record<string, unknown>, file: string, formSchema: unknown): StudioIssue[] {
  const out: StudioIssue[] = [];
  walkWithSchema(body, formSchema, ({ value, pointer, labels }) => {
    if (!isRec(value) || !isPair(value)) return false;
    const [full, empty] = filled(value.id) && !filled(value.en) ? (['id', 'en'] as const) : filled(value.en) && !filled(value.id) ? (['en', 'id'] as const) : [null, null];
    if (full && empty) {
      const label = labels.join(' › ') || file;
      const en = `"${label}" is filled in ${LANG_NAMES[full].en} but empty in ${LANG_NAMES[empty].en}: fill in both languages.`;
      const id = `"${label}" sudah diisi dalam ${LANG_NAMES[full].id} tetapi kosong dalam ${LANG_NAMES[empty].id}: isi kedua bahasa.`;
      out.push({ file, pointer: `${pointer}/${empty}`, message: en, text: { id, en } });
    }
    return true;
  });
  return out;
}
