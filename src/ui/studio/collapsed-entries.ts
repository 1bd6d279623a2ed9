// The entries of a large map (an error catalogue's codes, the field library, the messages: hundreds
// of entries, thousands of inputs) start collapsed to one row each, their name and a summary; an entry
// opens on click. A form of 2,000 inputs took seconds to render and to scan, and nobody edits them all
// at once. Small maps (a step's texts, a page's guards) stay open.
import { fieldDomId } from './field-label';

/** A map with more entries than this starts collapsed. */
export const LARGE_MAP_ENTRIES = 12;

const isRec = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const escape = (key: string): string => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** The JSON pointers of the entries of every large map in the data (objects with more than LARGE_MAP_ENTRIES keys). */
export function largeMapEntries(data: unknown, at = ''): string[] {
  if (Array.isArray(data)) return data.flatMap((item, i) => largeMapEntries(item, `${at}/${i}`));
  if (!isRec(data)) return [];
  const keys = Object.keys(data);
  const own = keys.length > LARGE_MAP_ENTRIES ? keys.map((k) => `${at}/${escape(k)}`) : [];
  // Entries inside a large map's entries are the entry's own business: they show once it is open.
  return [...own, ...keys.flatMap((k) => largeMapEntries(data[k], `${at}/${escape(k)}`))];
}

/** What the form's map entries read (formContext): which are collapsible, which are open. */
export interface CollapsedEntries {
  /** Entry DOM id -> its pointer, for the collapsible ones. */
  collapsible: ReadonlyMap<string, string>;
  open: ReadonlySet<string>;
  toggle(domId: string): void;
  /** A one-line summary of an entry's value (its first text). */
  summary(pointer: string): string;
}

export function collapsibleIds(pointers: readonly string[]): Map<string, string> {
  return new Map(pointers.map((p) => [fieldDomId(p), p]));
}

/** The entries to open so that the field at `pointer` shows: every collapsible entry it lies in. */
export function entriesAround(collapsible: ReadonlyMap<string, string>, pointer: string): string[] {
  return [...collapsible].filter(([, p]) => pointer === p || pointer.startsWith(`${p}/`)).map(([id]) => id);
}

const NAMING = ['title', 'label', 'name'];
const rank = (key: string): number => (NAMING.includes(key) ? NAMING.indexOf(key) : NAMING.length);

/** The first text in a value, for a collapsed entry's row ("Nomor sudah dipesan..."), at most 80 characters. */
export function firstText(value: unknown, lang: 'id' | 'en'): string {
  const seen: unknown[] = [value];
  while (seen.length > 0) {
    const v = seen.shift();
    if (typeof v === 'string' && v.trim() !== '') return v.length > 80 ? `${v.slice(0, 79)}…` : v;
    if (isRec(v)) {
      const preferred = v[lang];
      if (typeof preferred === 'string' && preferred.trim() !== '') return preferred.length > 80 ? `${preferred.slice(0, 79)}…` : preferred;
      // A title or a label says what an entry is better than whichever text comes first (the lake
      // keeps keys in its own order).
      const keys = Object.keys(v).sort((a, b) => rank(a) - rank(b));
      seen.push(...keys.map((k) => v[k]));
    } else if (Array.isArray(v)) seen.push(...v);
  }
  return '';
}

/** The value at a JSON pointer. */
export function valueAt(data: unknown, pointer: string): unknown {
  let v = data;
  for (const seg of pointer.split('/').slice(1).map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))) {
    if (Array.isArray(v)) v = v[Number(seg)];
    else if (isRec(v)) v = v[seg];
    else return undefined;
  }
  return v;
}
