import Ajv, { type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';

const base: Options = { useDefaults: true, removeAdditional: true, allErrors: false, allowUnionTypes: true };

/**
 * Two validators: query strings and path params arrive as text, so they are coerced ("5" -> 5);
 * JSON bodies are not, so a wrong type in a body is a 400 and never silently accepted.
 */
export function installValidators(app: FastifyInstance): void {
  const coercing = addFormats(new Ajv({ ...base, coerceTypes: 'array' }));
  const strict = addFormats(new Ajv({ ...base, coerceTypes: false }));
  app.setValidatorCompiler(({ schema, httpPart }) => (httpPart === 'body' ? strict : coercing).compile(schema));
}
