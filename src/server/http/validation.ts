import Ajv, { type ErrorObject, type Options, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';

const base: Options = { useDefaults: true, removeAdditional: true, allErrors: false, allowUnionTypes: true };

/** The pointer of the first number that is not finite, or undefined. */
function nonFinite(v: unknown, at: string): string | undefined {
  if (typeof v === 'number') return Number.isFinite(v) ? undefined : at;
  if (typeof v !== 'object' || v === null) return undefined;
  for (const [k, x] of Object.entries(v)) {
    const bad = nonFinite(x, `${at}/${k}`);
    if (bad !== undefined) return bad;
  }
  return undefined;
}

/**
 * Ajv coerces "Infinity" to a number and then checks `maximum` against the text, so it passes and
 * reaches the database; a coerced part with a non-finite number is refused here instead.
 */
function finiteOnly(validate: ValidateFunction): ValidateFunction {
  const wrapped = ((data: unknown) => {
    if (!validate(data)) {
      wrapped.errors = validate.errors;
      return false;
    }
    const bad = nonFinite(data, '');
    const error: ErrorObject = { instancePath: bad ?? '', schemaPath: '#', keyword: 'type', params: { type: 'integer' }, message: 'must be a finite number' };
    wrapped.errors = bad === undefined ? null : [error];
    return bad === undefined;
  }) as ValidateFunction;
  return wrapped;
}

/**
 * A validator compiled when its route is first called: compiling every route's schemas (and checking
 * them against the meta-schema) was most of what the server did between building the app and listening.
 * The schemas are the contracts' constants, compiled by every server test that calls the route.
 */
function compiledOnFirstUse(compile: () => ValidateFunction): ValidateFunction {
  let compiled: ValidateFunction | undefined;
  const validate = ((data: unknown) => {
    compiled ??= compile();
    const ok = compiled(data);
    validate.errors = compiled.errors;
    return ok;
  }) as ValidateFunction;
  return validate;
}

/**
 * Two validators: query strings and path params arrive as text, so they are coerced ("5" -> 5);
 * JSON bodies are not, so a wrong type in a body is a 400 and never silently accepted.
 */
export function installValidators(app: FastifyInstance): void {
  const coercing = addFormats(new Ajv({ ...base, coerceTypes: 'array' }));
  const strict = addFormats(new Ajv({ ...base, coerceTypes: false }));
  app.setValidatorCompiler(({ schema, httpPart }) => compiledOnFirstUse(() => (httpPart === 'body' ? strict.compile(schema) : finiteOnly(coercing.compile(schema)))));
}
