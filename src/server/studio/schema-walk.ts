// Walks a document's values together with the schema part that describes each one, its JSON pointer
// and its label as the studio's form shows it (the schema's titles along the way, list items by their
// position from 1): what a check needs to say where a problem is in the editor's words.
const isRec = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const escape = (key: string): string => key.replace(/~/g, '~0').replace(/\//g, '~1');
const titleOf = (schema: unknown): string | null => (isRec(schema) && typeof schema.title === 'string' && schema.title !== '' ? schema.title : null);

export interface SchemaVisit { value: unknown; schema: unknown; pointer: string; labels: readonly string[] }

/** Calls `visit` for every value (system fields `_…` left out); a visit returning true is not descended into. */
export function walkWithSchema(node: unknown, schema: unknown, visit: (v: SchemaVisit) => boolean | void, pointer = '', labels: readonly string[] = []): void {
  if (visit({ value: node, schema, pointer, labels }) === true) return;
  if (Array.isArray(node)) {
    const items = isRec(schema) ? schema.items : undefined;
    node.forEach((item, i) => walkWithSchema(item, items, visit, `${pointer}/${i}`, [...labels, String(i + 1)]));
    return;
  }
  if (!isRec(node)) return;
  const props = isRec(schema) && isRec(schema.properties) ? schema.properties : {};
  for (const [key, value] of Object.entries(node)) {
    if (key.startsWith('_')) continue;
    const sub = props[key];
    walkWithSchema(value, sub, visit, `${pointer}/${escape(key)}`, [...labels, titleOf(sub) ?? key]);
  }
}
