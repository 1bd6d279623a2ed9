import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

/** One option set for every FromSchema call: a property with `default` stays optional. */
export type Infer<S extends JSONSchema> = FromSchema<S, { keepDefaultedPropertiesOptional: true }>;

/** Error envelope of every 4xx/5xx answer (docs/contracts.md). */
export const errorEnvelopeSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['code', 'message', 'errors'],
  properties: {
    code: { type: 'integer', description: 'catalogue code (40011...) or the HTTP status (400/404/413/415/429/500)' },
    message: { type: 'string' },
    errors: {
      type: 'object',
      additionalProperties: false,
      required: ['message'],
      properties: {
        message: { type: 'string' },
        field: { type: 'string', description: 'JSON pointer of the first invalid input, on validation errors' },
        details: {
          type: 'object', maxProperties: 8, additionalProperties: { type: 'string', maxLength: 200 },
          description: 'facts the page may show with the error, e.g. the VA number and bank of a payment still to be made (40021)',
        },
      },
    },
  },
} as const;
export type ErrorEnvelope = Infer<typeof errorEnvelopeSchema>;

/** Operator prefixes 0814/0815/0816/0855/0856/0857/0858, with 0 or 62 in front (flows/fields.json recipientPhone). */
export const PHONE_PATTERN = '^(0|62)8(14|15|16|55|56|57|58)[0-9]{6,9}$';
export const phoneSchema = { type: 'string', pattern: PHONE_PATTERN, minLength: 10, maxLength: 13 } as const;
/** Any Indonesian mobile number, whatever its operator (an e-wallet account's number). */
export const MOBILE_PATTERN = '^(0|62)8[0-9]{8,11}$';
export const mobileSchema = { type: 'string', pattern: MOBILE_PATTERN, minLength: 10, maxLength: 13 } as const;
/** Names: letters and spaces, as the name fields take them (A25: alphabet, max 50; the form sends them trimmed). */
export const nameSchema = { type: 'string', pattern: "^[A-Za-z][A-Za-z ]*$", minLength: 1, maxLength: 50 } as const;
export const emailSchema = { type: 'string', format: 'email', maxLength: 254 } as const;
/** An email typed to find one's order (compared with the order's, in any case; not checked as a format). */
export const lookupEmailSchema = { type: 'string', maxLength: 254 } as const;
export const isoDateTimeSchema = { type: 'string', description: 'ISO 8601 date-time (UTC)' } as const;
export const languageSchema = { type: 'string', enum: ['id', 'en', 'ID', 'EN'], default: 'id' } as const;

export const okSchema = {
  type: 'object', additionalProperties: false, required: ['ok'], properties: { ok: { type: 'boolean', const: true } },
} as const;
export type Ok = Infer<typeof okSchema>;

/** The largest id or amount the database holds (PostgreSQL integer); every integer input is bounded by it. */
export const MAX_INT = 2147483647;

export const emptyParamsSchema = { type: 'object', additionalProperties: false, properties: {} } as const;
