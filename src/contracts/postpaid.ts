import { nameSchema, mobileSchema, type Infer } from './common';

/** A3: NIK and KK numbers are exactly 16 digits. */
const sixteenDigits = { type: 'string', pattern: '^[0-9]{16}$', minLength: 16, maxLength: 16 } as const;

export const nikCheckBodySchema = {
  type: 'object', additionalProperties: false, required: ['nik'],
  properties: { nik: { ...sixteenDigits, description: 'the KTP number (NIK)' } },
} as const;
export type NikCheckBody = Infer<typeof nikCheckBodySchema>;

export const nikCheckResponseSchema = {
  type: 'object', additionalProperties: false, required: ['ok', 'orders_left'],
  properties: {
    ok: { type: 'boolean', const: true },
    orders_left: { type: 'integer', minimum: 1, maximum: 3, description: 'orders this KTP may still place (at most 3 per KTP)' },
  },
} as const;
export type NikCheckResponse = Infer<typeof nikCheckResponseSchema>;

export const dukcapilCheckBodySchema = {
  type: 'object', additionalProperties: false, required: ['nik', 'kk', 'name', 'dob'],
  properties: {
    nik: sixteenDigits,
    kk: { ...sixteenDigits, description: 'the family card (KK) number' },
    name: { ...nameSchema, description: 'the name as on the KTP' },
    dob: { type: 'string', pattern: '^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$', maxLength: 10, description: 'date of birth, YYYY-MM-DD' },
    msisdn: { ...mobileSchema, description: 'an existing number whose registered identity must be this one (40097 when not)' },
  },
} as const;
export type DukcapilCheckBody = Infer<typeof dukcapilCheckBodySchema>;
