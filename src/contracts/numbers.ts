import { MAX_INT, type Infer } from './common';

/** GET /api/number/pre/reg — `query`: 3-4 digits (else 40031; longer is cut to 4, A2). */
export const numberSearchQuerySchema = {
  type: 'object', additionalProperties: false,
  properties: {
    query: { type: 'string', maxLength: 32 },
    cityId: { type: 'integer', minimum: 1, maximum: MAX_INT },
    limit: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
    offset: { type: 'integer', minimum: 0, maximum: 10000, default: 0 },
  },
} as const;
export type NumberSearchQuery = Infer<typeof numberSearchQuerySchema>;

export const regularNumberSchema = {
  type: 'object', additionalProperties: false,
  required: ['id', 'msisdn', 'type', 'price', 'old_price'],
  properties: {
    id: { type: 'integer' },
    msisdn: { type: 'string', description: '62...' },
    type: { type: 'string', const: 'REGULAR' },
    price: { type: 'integer' },
    old_price: { type: 'integer' },
  },
} as const;
export type RegularNumber = Infer<typeof regularNumberSchema>;

export const numberSearchResponseSchema = {
  type: 'object', additionalProperties: false, required: ['numbers'],
  properties: { numbers: { type: 'array', items: regularNumberSchema } },
} as const;
export type NumberSearchResponse = Infer<typeof numberSearchResponseSchema>;

/** GET /api/v2/:selectorName/:packageId — selectorName `vanity`. */
export const vanityParamsSchema = {
  type: 'object', additionalProperties: false, required: ['selectorName', 'packageId'],
  properties: {
    selectorName: { type: 'string', maxLength: 32 },
    packageId: { type: 'integer', minimum: 1, maximum: MAX_INT },
  },
} as const;
export type VanityParams = Infer<typeof vanityParamsSchema>;

/** `search`: exactly 6 digits (else 40073, A2); `label`: a label id. */
export const vanityQuerySchema = {
  type: 'object', additionalProperties: false,
  properties: {
    search: { type: 'string', maxLength: 32 },
    label: { type: 'integer', minimum: 1, maximum: MAX_INT },
    limit: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
    offset: { type: 'integer', minimum: 0, maximum: 10000, default: 0 },
  },
} as const;
export type VanityQuery = Infer<typeof vanityQuerySchema>;

export const numberLabelSchema = {
  type: 'object', additionalProperties: false, required: ['id', 'label_id', 'label_en'],
  properties: { id: { type: 'integer' }, label_id: { type: 'string' }, label_en: { type: 'string' } },
} as const;
export type NumberLabel = Infer<typeof numberLabelSchema>;

export const vanityNumberSchema = {
  type: 'object', additionalProperties: false,
  required: ['id', 'msisdn', 'type', 'label_id', 'label_en', 'price', 'old_price'],
  properties: {
    id: { type: 'integer' },
    msisdn: { type: 'string' },
    type: { type: 'string', const: 'VANITY' },
    label_id: { type: 'string' },
    label_en: { type: 'string' },
    price: { type: 'integer' },
    old_price: { type: 'integer' },
  },
} as const;
export type VanityNumber = Infer<typeof vanityNumberSchema>;

export const vanityResponseSchema = {
  type: 'object', additionalProperties: false, required: ['numbers', 'labels'],
  properties: {
    numbers: { type: 'array', items: vanityNumberSchema },
    labels: { type: 'array', items: numberLabelSchema },
  },
} as const;
export type VanityResponse = Infer<typeof vanityResponseSchema>;

/** POST /api/number/status/:numberId — empty body. */
export const numberStatusParamsSchema = {
  type: 'object', additionalProperties: false, required: ['numberId'],
  properties: { numberId: { type: 'integer', minimum: 1, maximum: MAX_INT } },
} as const;
export type NumberStatusParams = Infer<typeof numberStatusParamsSchema>;

export const numberStatusResponseSchema = {
  type: 'object', additionalProperties: false, required: ['available'],
  properties: { available: { type: 'boolean', const: true } },
} as const;
export type NumberStatusResponse = Infer<typeof numberStatusResponseSchema>;
