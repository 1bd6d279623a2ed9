// Every string value of a content document with its JSON pointer and the key it sits under (an array
// item's key is its index): what the content checks look through. The lake's system fields (`_id`,
// `_type`, `_key`, ...) are not content and are skipped.
export interface DocumentString { pointer: string; key: string; value: string }

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const escape = (key: string): string => key.replace(/~/g, '~0').replace(/\//g, '~1');

export function documentStrings(node: unknown, pointer = '', key = ''): DocumentString[] {
  if (typeof node === 'string') return [{ pointer, key, value: node }];
  if (Array.isArray(node)) return node.flatMap((item, i) => documentStrings(item, `${pointer}/${i}`, String(i)));
  if (!isRecord(node)) return [];
  return Object.entries(node).flatMap(([k, value]) => (k.startsWith('_') ? [] : documentStrings(value, `${pointer}/${escape(k)}`, k)));
}
