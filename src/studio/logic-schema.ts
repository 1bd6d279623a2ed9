// Which parts of a definition are JSON Logic, read from the definition's own JSON Schema (flows/schema
// marks them with `x-logic`, and state paths and state blocks with `x-state`: studio-keywords.ts), and
// the names a condition builder can offer: what the document's rules read and the state paths it declares
// or writes. Nothing here knows a journey, a step or a field by name.
import { isRec } from './is-record';
import { varsOf } from './json-logic-builder';

type Schema = Record<string, unknown>;

export const isJsonLogic = (s: Schema): boolean => typeof s['x-logic'] === 'string';
/** A rule that holds or not (a step's `next.when`, `ready`, a block's `when`), not a value or a request template. */
export const isCondition = (s: Schema): boolean => s['x-logic'] === 'condition';
/** A map of named conditions (guards: name -> rule that holds or not). */
export const isConditionMap = (s: Schema): boolean => s['x-logic'] === 'conditions';

/** The schema's option that the data takes (oneOf/anyOf), else the schema itself. */
function branchOf(s: Schema, data: unknown): Schema {
  const options = Array.isArray(s.oneOf) ? s.oneOf : Array.isArray(s.anyOf) ? s.anyOf : null;
  if (!options) return s;
  const typed = options.filter(isRec).find((o) => (o.type === 'array') === Array.isArray(data));
  return typed ? { ...s, ...typed } : s;
}

function walk(schema: unknown, data: unknown, into: Set<string>): void {
  if (!isRec(schema)) return;
  const s = branchOf(schema, data);
  if (isJsonLogic(s)) { varsOf(data, into); return; }
  if (typeof data === 'string' && s['x-state'] === 'path' && /^[A-Za-z_][A-Za-z0-9_.]*$/.test(data)) { into.add(data); return; }
  if (Array.isArray(data)) {
    for (const [i, item] of data.entries()) walk(Array.isArray(s.items) ? s.items[i] : s.items, item, into);
    return;
  }
  if (!isRec(data)) return;
  const props = isRec(s.properties) ? s.properties : {};
  // A state block declares its keys by name.
  if (s['x-state'] === 'keys') for (const k of Object.keys(data)) into.add(k);
  for (const [k, v] of Object.entries(data)) walk(k in props ? props[k] : s.additionalProperties, v, into);
}

/** The names a condition in this document can read, sorted. */
export function logicVariables(schema: unknown, data: unknown): string[] {
  const found = new Set<string>();
  walk(schema, data, found);
  return [...found].sort((a, b) => a.localeCompare(b));
}
