// An order's payload checked with its order type's JSON Schema. Each distinct schema is compiled
// once (keyed by its JSON text); a failure names the first invalid part as a JSON pointer
// (/payload/recipient/email), which is what the browser maps onto its field.
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { badRequest, DomainError } from '../../errors';
import { pointerSegment } from './json-pointer';
import type { OrderTypeDefinition } from './order-types';

const MAX_COMPILED = 200;
const compiled = new Map<string, ValidateFunction | Error>();

/**
 * A fresh AJV per schema, so two versions of a schema with one `$id` never collide. First error
 * only; no coercion, defaults or removal: the payload is stored exactly as it was checked. Only
 * the formats a payload may sensibly use are known.
 */
function compile(schema: object): ValidateFunction | Error {
  const ajv = new Ajv({ allErrors: false, strict: false, coerceTypes: false, useDefaults: false, allowUnionTypes: true });
  addFormats(ajv, ['date', 'time', 'date-time', 'email', 'uri']);
  try {
    return ajv.compile(schema);
  } catch (err) {
    return err instanceof Error ? err : new Error(String(err));
  }
}

function validatorFor(type: OrderTypeDefinition): ValidateFunction {
  const key = JSON.stringify(type.payload);
  let v = compiled.get(key);
  if (!v) {
    if (compiled.size >= MAX_COMPILED) compiled.clear();
    v = compile(type.payload);
    compiled.set(key, v);
  }
  // A schema that does not compile is a broken definition, not bad input: the type takes no orders.
  if (v instanceof Error) throw new DomainError(400, 400, `Order type "${type.code}" cannot take orders now (its payload schema is invalid)`, '/orderType');
  return v;
}

/** The pointer of the part an error is about: the missing or extra property itself where AJV names it. */
export function errorPointer(e: ErrorObject): string {
  const p = e.params as Record<string, unknown>;
  if (e.keyword === 'required' && typeof p.missingProperty === 'string') return `${e.instancePath}/${pointerSegment(p.missingProperty)}`;
  if (e.keyword === 'additionalProperties' && typeof p.additionalProperty === 'string') return `${e.instancePath}/${pointerSegment(p.additionalProperty)}`;
  return e.instancePath;
}

/** 400 with errors.field = /payload/... when the payload does not match its order type. */
export function checkPayload(type: OrderTypeDefinition, payload: unknown): Record<string, unknown> {
  const validate = validatorFor(type);
  if (!validate(payload)) {
    const first = validate.errors?.[0];
    const field = `/payload${first ? errorPointer(first) : ''}`;
    const what = first?.keyword === 'required' ? 'is required' : first?.keyword === 'additionalProperties' ? 'is not allowed' : (first?.message ?? 'is invalid');
    throw badRequest(`${field} ${what} (order type ${type.code})`, field);
  }
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) throw badRequest('payload must be an object', '/payload');
  return payload as Record<string, unknown>;
}
