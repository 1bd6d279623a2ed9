// Finds incomplete texts anywhere in a definition. A text is an object whose keys are only
// id/en, or any object with an 'en' key (a text that grew a stray key).

export interface TextProblem {
  pointer: string;
  message: string;
  warning: boolean;
}

const escape = (key: string): string => key.replace(/~/g, '~0').replace(/\//g, '~1');
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const placeholders = (s: string): number => s.split('%s').length - 1;

function looksLikeText(obj: Record<string, unknown>): boolean {
  const keys = Object.keys(obj);
  if (keys.length === 0) return false;
  // A rule or a template under an `id` key (route params {id: {var: ...}}) is not a text.
  if (keys.some((k) => (k === 'id' || k === 'en') && typeof obj[k] === 'object' && obj[k] !== null)) return false;
  return 'en' in obj || keys.every((k) => k === 'id' || k === 'en');
}

export function findTextProblems(root: unknown, pointer = ''): TextProblem[] {
  const problems: TextProblem[] = [];
  if (Array.isArray(root)) {
    root.forEach((item, i) => problems.push(...findTextProblems(item, `${pointer}/${i}`)));
    return problems;
  }
  if (!isRecord(root)) return problems;
  if (looksLikeText(root)) {
    for (const lang of ['id', 'en'] as const) {
      const value = root[lang];
      if (value === undefined) problems.push({ pointer, message: `text is missing '${lang}'`, warning: false });
      else if (typeof value !== 'string' || value.trim() === '') problems.push({ pointer: `${pointer}/${lang}`, message: `text '${lang}' is empty`, warning: false });
    }
    const extra = Object.keys(root).filter((k) => k !== 'id' && k !== 'en');
    if (extra.length > 0) problems.push({ pointer, message: `text has unexpected keys: ${extra.join(', ')}`, warning: false });
    const { id, en } = root;
    if (typeof id === 'string' && typeof en === 'string' && placeholders(id) !== placeholders(en)) {
      problems.push({ pointer, message: `'%s' count differs between id and en`, warning: true });
    }
    return problems;
  }
  for (const [key, value] of Object.entries(root)) problems.push(...findTextProblems(value, `${pointer}/${escape(key)}`));
  return problems;
}
