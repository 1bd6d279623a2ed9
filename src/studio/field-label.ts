// Where an issue sits, said as the form says it: "Steps › 'Personal details' (personal) › Next › 1 › To"
// instead of a JSON pointer counted from 0 (#/steps/1/next/0/to). Array items are named by their own
// title and id when they have them (steps, fields, tiles), else by their position counted from 1.
import { matches } from './form-support';

type Lang = 'id' | 'en';
const isRec = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const segmentsOf = (pointer: string): string[] =>
  pointer.split('/').slice(1).map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));

/** The option of a oneOf/anyOf that the data matches (the form shows that one). */
function chosen(schema: unknown, data: unknown): Record<string, unknown> {
  if (!isRec(schema)) return {};
  const options = Array.isArray(schema.oneOf) ? schema.oneOf : Array.isArray(schema.anyOf) ? schema.anyOf : null;
  const option = options?.find((o) => matches(o, data));
  return isRec(option) ? { ...schema, ...option } : schema;
}

function textIn(value: unknown, lang: Lang): string | null {
  if (typeof value === 'string' && value !== '') return value;
  if (isRec(value)) {
    const own = value[lang];
    const other = value[lang === 'id' ? 'en' : 'id'];
    if (typeof own === 'string' && own !== '') return own;
    if (typeof other === 'string' && other !== '') return other;
  }
  return null;
}

/** An array item by its title and id ("'Personal details' (personal)"), else by its position from 1. */
function itemName(item: unknown, index: number, lang: Lang): string {
  if (isRec(item)) {
    const title = textIn(item.title, lang) ?? textIn(item.label, lang) ?? textIn(item.question, lang);
    const id = typeof item.id === 'string' && item.id !== '' ? item.id : null;
    if (title && id) return `'${title}' (${id})`;
    if (title) return `'${title}'`;
    if (id) return id;
  }
  return String(index + 1);
}

export function fieldLabel(schema: unknown, data: unknown, pointer: string, lang: Lang): string {
  const parts: string[] = [];
  let node = chosen(schema, data);
  let value: unknown = data;
  for (const segment of segmentsOf(pointer)) {
    if (Array.isArray(value)) {
      const index = Number(segment);
      const item: unknown = value[index];
      parts.push(itemName(item, index, lang));
      node = chosen(Array.isArray(node.items) ? node.items[index] : node.items, item);
      value = item;
      continue;
    }
    const properties = isRec(node.properties) ? node.properties : {};
    const sub = properties[segment] ?? (isRec(node.additionalProperties) ? node.additionalProperties : undefined);
    const next: unknown = isRec(value) ? value[segment] : undefined;
    const title = isRec(sub) ? textIn(sub.title, lang) : null;
    // A map's key (a field id, an error code) names itself; a property is named by its title.
    parts.push(title && segment in properties ? title : segment);
    node = chosen(sub, next);
    value = next;
  }
  return parts.join(' › ');
}

/** The rjsf id of the field at `pointer` (rjsf joins the path with '_' after 'root'). */
export const fieldDomId = (pointer: string): string => ['root', ...segmentsOf(pointer)].join('_');
