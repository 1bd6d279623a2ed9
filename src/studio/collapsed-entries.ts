// The entries of a large map (an error catalogue's codes, the field library, the messages: hundreds
// of entries, thousands of inputs), a large entry of any map (a payment bank with its guides), a large
// item of any list (a journey's step, a page's phase) and the items of a long list (the payment methods)
// start collapsed to one row each, their name and a summary; an entry opens on click. A form of 2,000
// inputs took seconds to render and to scan, and nobody edits them all at once. Small maps, small items
// of short lists (a step's texts, a transition) stay open.
import { fieldDomId } from './field-label';

/** A map with more entries than this starts collapsed. */
export const LARGE_MAP_ENTRIES = 12;
/** A map entry or list item holding more values than this starts collapsed, however few entries its map or list has. */
export const LARGE_ENTRY_VALUES = 24;
/** A list with more items than this (objects, each a group of fields) starts with its items collapsed. */
export const LONG_LIST_ITEMS = 12;

const isRec = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const escape = (key: string): string => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** How many plain values (texts, numbers, flags) a value holds. */
function valueCount(v: unknown): number {
  if (Array.isArray(v)) return v.reduce<number>((n, x) => n + valueCount(x), 0);
  if (isRec(v)) return Object.values(v).reduce<number>((n, x) => n + valueCount(x), 0);
  return 1;
}

/**
 * The JSON pointers of every entry of a large map and every item of a long list of objects: these
 * start collapsed, and so does an entry added to them. Only a map's entries (the form's additional
 * properties) and list items can collapse, so a named property that looks like one is never hidden.
 */
export function crowdedEntries(data: unknown, at = ''): string[] {
  if (Array.isArray(data)) {
    const long = data.length > LONG_LIST_ITEMS;
    return data.flatMap((item, i) => [...(long && isRec(item) ? [`${at}/${i}`] : []), ...crowdedEntries(item, `${at}/${i}`)]);
  }
  if (!isRec(data)) return [];
  const keys = Object.keys(data);
  const own = keys.length > LARGE_MAP_ENTRIES ? keys.map((k) => `${at}/${escape(k)}`) : [];
  // Entries inside a collapsed entry are the entry's own business: they show once it is open.
  return [...own, ...keys.flatMap((k) => crowdedEntries(data[k], `${at}/${escape(k)}`))];
}

/**
 * The JSON pointers of the entries and list items that hold many values, whatever the size of their
 * map or list (a payment bank and its guides, a journey's step with its blocks). Judged on the document
 * as it was opened: an entry growing while it is edited, or a step added, must not fold away under the cursor.
 */
export function largeEntries(data: unknown, at = ''): string[] {
  if (Array.isArray(data)) {
    return data.flatMap((item, i) => [...(isRec(item) && valueCount(item) > LARGE_ENTRY_VALUES ? [`${at}/${i}`] : []), ...largeEntries(item, `${at}/${i}`)]);
  }
  if (!isRec(data)) return [];
  return Object.keys(data).flatMap((k) => {
    const value = data[k];
    const own = (isRec(value) || Array.isArray(value)) && valueCount(value) > LARGE_ENTRY_VALUES;
    return [...(own ? [`${at}/${escape(k)}`] : []), ...largeEntries(value, `${at}/${escape(k)}`)];
  });
}

/** What starts collapsed in `data`: its crowded entries, and those of its entries that were large when opened (`opened`). */
export function collapsibleEntries(data: unknown, opened: unknown): string[] {
  const large = largeEntries(opened).filter((p) => valueAt(data, p) !== undefined);
  return [...new Set([...crowdedEntries(data), ...large])];
}

/** What the form's map entries and list items read (formContext): which are collapsible, which are open. */
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
      // A bilingual text ({id, en}) in the studio's language; a step's own `id` is its name, not Indonesian.
      const preferred = Object.keys(v).every((k) => k === 'id' || k === 'en') ? v[lang] : undefined;
      if (typeof preferred === 'string' && preferred.trim() !== '') return preferred.length > 80 ? `${preferred.slice(0, 79)}…` : preferred;
      // A title or a label says what an entry is better than whichever text comes first (the lake
      // keeps keys in its own order).
      const keys = Object.keys(v).sort((a, b) => rank(a) - rank(b));
      seen.push(...keys.map((k) => v[k]));
    } else if (Array.isArray(v)) seen.push(...v);
  }
  return '';
}

/**
 * A collapsed row's summary: the value's first text, after its own `id` when it has one and the text is
 * not that id ("order · Pilih paket"), so that a list of steps or blocks reads by name.
 */
export function entrySummary(value: unknown, lang: 'id' | 'en'): string {
  const text = firstText(value, lang);
  const id = isRec(value) && typeof value.id === 'string' ? value.id.trim() : '';
  return id === '' || id === text ? text : text === '' ? id : `${id} · ${text}`;
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
