// What a revision changed, field by field: added, removed or changed (old → new) at a JSON pointer
// the history labels as the form does (field-label.ts). A bilingual text ({ id, en }) is one change
// with both languages side by side, not two. Arrays whose items all carry a distinct id (steps,
// fields, tiles) are compared by id, so one inserted step reads as one added step, not as the next
// steps rewritten; a changed order of the same ids is one change of the list's order.
export type ChangeKind = 'added' | 'removed' | 'changed';

export interface FieldChange {
  pointer: string;
  kind: ChangeKind;
  before?: unknown;
  after?: unknown;
  /** Both sides are { id, en } texts (or absent): shown as two language rows. */
  bilingual: boolean;
  /** The pointer is into the revision before (a removed item no longer exists in the one after). */
  inBefore?: true;
}

const isRec = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const LANGS = ['id', 'en'];

/** A text in both languages: an object whose keys are only id and/or en, with no nested objects. */
export function isBilingual(v: unknown): v is { id?: unknown; en?: unknown } {
  if (!isRec(v)) return false;
  const keys = Object.keys(v);
  return keys.length > 0 && keys.every((k) => LANGS.includes(k) && (v[k] === null || typeof v[k] !== 'object'));
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);
const escape = (key: string): string => key.replace(/~/g, '~0').replace(/\//g, '~1');
/** Sanity's own keys (_key, _type, _rev...) say nothing an editor changed. */
const ownKeys = (v: Record<string, unknown>): string[] => Object.keys(v).filter((k) => !k.startsWith('_'));

export function diffValues(before: unknown, after: unknown, pointer = ''): FieldChange[] {
  if (same(before, after)) return [];
  if (before === undefined || after === undefined) {
    const kind: ChangeKind = before === undefined ? 'added' : 'removed';
    return [{ pointer, kind, ...(before === undefined ? { after } : { before }), bilingual: isBilingual(before ?? after) }];
  }
  if (isBilingual(before) && isBilingual(after)) return [{ pointer, kind: 'changed', before, after, bilingual: true }];
  if (isRec(before) && isRec(after)) {
    const keys = [...new Set([...ownKeys(before), ...ownKeys(after)])];
    return keys.flatMap((k) => diffValues(before[k], after[k], `${pointer}/${escape(k)}`));
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    const byId = idsOf(before) && idsOf(after) ? diffById(before, after, pointer) : null;
    if (byId) return byId;
    const out: FieldChange[] = [];
    for (let i = 0; i < Math.max(before.length, after.length); i += 1) out.push(...diffValues(before[i], after[i], `${pointer}/${i}`));
    return out;
  }
  return [{ pointer, kind: 'changed', before, after, bilingual: false }];
}

/** The ids of an array whose items are all objects with a distinct string id, else null. */
function idsOf(list: unknown[]): string[] | null {
  const ids = list.map((item) => (isRec(item) && typeof item.id === 'string' && item.id !== '' ? item.id : null));
  if (list.length === 0 || ids.some((id) => id === null)) return null;
  const distinct = ids as string[];
  return new Set(distinct).size === distinct.length ? distinct : null;
}

function diffById(before: unknown[], after: unknown[], pointer: string): FieldChange[] {
  const beforeIds = idsOf(before) ?? [];
  const afterIds = idsOf(after) ?? [];
  const out: FieldChange[] = [];
  beforeIds.forEach((id, i) => {
    if (!afterIds.includes(id)) out.push({ pointer: `${pointer}/${i}`, kind: 'removed', before: before[i], bilingual: false, inBefore: true });
  });
  afterIds.forEach((id, i) => {
    const j = beforeIds.indexOf(id);
    out.push(...(j === -1 ? [{ pointer: `${pointer}/${i}`, kind: 'added' as const, after: after[i], bilingual: false }] : diffValues(before[j], after[i], `${pointer}/${i}`)));
  });
  const kept = beforeIds.filter((id) => afterIds.includes(id));
  const keptAfter = afterIds.filter((id) => beforeIds.includes(id));
  if (!same(kept, keptAfter)) out.push({ pointer, kind: 'changed', before: kept, after: keptAfter, bilingual: false });
  return out;
}

/** A value as one short line: text as is, anything else as compact JSON, cut at `max` characters. */
export function shortValue(v: unknown, max = 120): string {
  if (v === undefined || v === null || v === '') return '—';
  const text = typeof v === 'string' ? v : JSON.stringify(v);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
