// Every number and text a request can carry is bounded by its schema: an integer beyond PostgreSQL's
// `integer` is a database error (a 500) unless the schema refuses it first, and an unbounded string
// is a cheap way to make the server do a lot of work. Checked for the API's request schemas (a server
// test) and for order-type payload schemas (the definitions lint, so the studio cannot publish one).
import { MAX_INT } from './common';

const MIN_INT = -MAX_INT - 1;
type Node = Record<string, unknown>;
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);

function typesOf(s: Node): string[] {
  return typeof s.type === 'string' ? [s.type] : Array.isArray(s.type) ? s.type.filter((t): t is string => typeof t === 'string') : [];
}

function problemOf(s: Node): string | undefined {
  if ('const' in s || Array.isArray(s.enum)) return undefined;
  const types = typesOf(s);
  if (types.includes('integer') || types.includes('number')) {
    const { minimum: min, maximum: max } = s;
    if (typeof min !== 'number' || typeof max !== 'number') return 'a number needs a minimum and a maximum';
    if (types.includes('integer') && (min < MIN_INT || max > MAX_INT)) return `an integer must stay within ${MIN_INT}..${MAX_INT}`;
  }
  if (types.includes('string') && typeof s.maxLength !== 'number') return 'a string needs a maxLength';
  return undefined;
}

/** Where a schema leaves a number or a string unbounded: [JSON pointer into the schema, problem]. */
export function unboundedIn(schema: unknown, at = ''): Array<[string, string]> {
  if (!isNode(schema)) return [];
  const here = problemOf(schema);
  const out: Array<[string, string]> = here ? [[at || '/', here]] : [];
  for (const [k, v] of Object.entries(schema)) {
    // Sub-schemas live under these keys; `const`, `enum`, `default` and `examples` hold data, not schemas.
    if (k === 'const' || k === 'enum' || k === 'default' || k === 'examples') continue;
    if (Array.isArray(v)) v.forEach((x, i) => out.push(...unboundedIn(x, `${at}/${k}/${i}`)));
    else out.push(...unboundedIn(v, `${at}/${k}`));
  }
  return out;
}
