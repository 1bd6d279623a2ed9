/**
 * The form field a server refusal names. The server points at the offending part of the request
 * (`errors.field`, a JSON pointer such as `/payload/recipient/phone` or `body/payload/recipient/phone`);
 * the call's body template says which value fills that part (`{"trim": {"var": "values.recipientPhone"}}`),
 * so the pointer leads back to the field without the runtime knowing any field by name.
 */
import type { JsonValue } from './types';

const VALUES = 'values.';
const isRecord = (v: unknown): v is Record<string, JsonValue> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The pointer's segments inside the body: a leading `body` context dropped, ~1 and ~0 decoded. */
function segments(pointer: string): string[] {
  const parts = pointer.split('/').filter((p) => p !== '').map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  return parts[0] === 'body' ? parts.slice(1) : parts;
}

/** The one variable a template reads (under `prefix`, when given), if it reads exactly one. */
function varRead(template: JsonValue | undefined, prefix = ''): string | undefined {
  const found = new Set<string>();
  const walk = (t: JsonValue | undefined): void => {
    if (Array.isArray(t)) { t.forEach(walk); return; }
    if (!isRecord(t)) return;
    for (const [op, arg] of Object.entries(t)) {
      const path = op === 'var' ? (Array.isArray(arg) ? arg[0] : arg) : undefined;
      if (typeof path === 'string' && path.startsWith(prefix)) found.add(path);
      else walk(arg);
    }
  };
  walk(template);
  return found.size === 1 ? [...found][0] : undefined;
}

/** The part of the body template at `pointer`, or undefined when the pointer leads nowhere in it. */
function templateAt(body: JsonValue | undefined, pointer: string | undefined): JsonValue | undefined {
  if (!pointer || body === undefined) return undefined;
  let node: JsonValue | undefined = body;
  for (const key of segments(pointer)) {
    if (!isRecord(node) || !(key in node)) return undefined;
    node = node[key];
  }
  return node === body ? undefined : node;
}

/** The field the body template fills at `pointer`, or undefined when the part is no single field's. */
export function refusedField(body: JsonValue | undefined, pointer: string | undefined): string | undefined {
  return varRead(templateAt(body, pointer), VALUES)?.slice(VALUES.length);
}

/**
 * The state the body template fills at `pointer` when it is no field's (an uploaded document's id,
 * `documents.ktp.id`): a value the server no longer takes, which the screen that set it shows as refused.
 */
export function refusedState(body: JsonValue | undefined, pointer: string | undefined): string | undefined {
  const read = varRead(templateAt(body, pointer));
  return read === undefined || read.startsWith(VALUES) ? undefined : read;
}
