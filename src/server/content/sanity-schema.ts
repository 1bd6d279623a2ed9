// Converts a content JSON Schema (flows/schema/content) into a Sanity Studio schema type as a plain
// object (what defineType/defineField return), so the studio config needs no `sanity` import here.

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
type JsonObject = { [k: string]: Json };

export interface SanityField {
  name: string;
  title?: string;
  type: string;
  description?: string;
  fields?: SanityField[];
  of?: Array<{ type: string }>;
  options?: { list?: string[] };
  readOnly?: boolean;
}
export interface SanityDocumentType extends SanityField {
  type: 'document';
}

const isObj = (v: Json | undefined): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: Json | undefined): string | undefined => (typeof v === 'string' ? v : undefined);

function textFields(): SanityField[] {
  return [
    { name: 'id', title: 'Indonesian', type: 'string' },
    { name: 'en', title: 'English', type: 'string' },
  ];
}

function fieldOf(name: string, s: JsonObject): SanityField {
  const title = str(s.title);
  const base = { name, ...(title ? { title } : {}), ...(str(s.description) ? { description: str(s.description) } : {}) };
  const ref = str(s.$ref);
  if (ref?.endsWith('text.schema.json')) return { ...base, type: 'object', fields: textFields() };
  if (s.type === 'string') {
    const list = Array.isArray(s.enum) ? s.enum.filter((e): e is string => typeof e === 'string') : undefined;
    return { ...base, type: 'string', ...(list ? { options: { list } } : {}) };
  }
  if (s.type === 'integer' || s.type === 'number') return { ...base, type: 'number' };
  if (s.type === 'boolean') return { ...base, type: 'boolean' };
  if (s.type === 'array') {
    const items = isObj(s.items) ? s.items : {};
    // Portable Text: an array of blocks (the promo body's #/definitions/block).
    if (str(items.$ref)?.endsWith('/block')) return { ...base, type: 'array', of: [{ type: 'block' }] };
    return { ...base, type: 'array', of: [{ type: items.type === 'integer' || items.type === 'number' ? 'number' : 'string' }] };
  }
  if (s.type === 'object') {
    const props = isObj(s.properties) ? s.properties : {};
    const fields = Object.entries(props).filter(([k, v]) => !k.startsWith('_') && isObj(v)).map(([k, v]) => fieldOf(k, v as JsonObject));
    // Free-form JSON (a definition body) has no Sanity form: it is edited by the shop's studio or cms:push.
    if (fields.length === 0) return { ...base, type: 'object', fields: [{ name: 'json', title: 'JSON', type: 'text', readOnly: true }], readOnly: true };
    return { ...base, type: 'object', fields };
  }
  return { ...base, type: 'string' };
}

/** One document type per content schema; system fields (_id, _type...) are Sanity's own. */
export function sanityDocumentType(name: string, schema: JsonObject): SanityDocumentType {
  const field = fieldOf(name, { ...schema, type: 'object' });
  return { name, title: str(schema.title) ?? name, type: 'document', fields: field.fields ?? [] };
}
