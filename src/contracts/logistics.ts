import { MAX_INT, type Infer } from './common';

export const logisticsParamsSchema = {
  type: 'object', additionalProperties: false, required: ['coverageId'],
  properties: { coverageId: { type: 'integer', minimum: 1, maximum: MAX_INT }, packageId: { type: 'integer', minimum: 1, maximum: MAX_INT } },
} as const;
export type LogisticsParams = Infer<typeof logisticsParamsSchema>;

export const logisticsBodySchema = {
  type: 'object', additionalProperties: false,
  properties: {
    address: { type: 'string', maxLength: 500 },
    lat: { type: ['number', 'null'], minimum: -90, maximum: 90 },
    long: { type: ['number', 'null'], minimum: -180, maximum: 180 },
    esim: { type: 'boolean', default: false },
  },
} as const;
export type LogisticsBody = Infer<typeof logisticsBodySchema>;

export const logisticOptionSchema = {
  type: 'object', additionalProperties: false,
  required: ['ctype', 'name', 'price', 'old_price', 'free', 'sla', 'location_id'],
  properties: {
    ctype: { type: 'integer', description: '1 same-day express, 2 national express, 3 regular, 4 multi logistic, 5 retail store, 11 instant' },
    name: { type: 'string' },
    price: { type: 'integer' },
    old_price: { type: 'integer' },
    free: { type: 'boolean' },
    sla: { type: 'string', description: 'days, e.g. "1-6"; the SLA rule is already applied ("1-1" -> "0-1")' },
    location_id: { type: 'string', description: 'the store id for a pick-up option (ctype 5)' },
    address: { type: 'string', description: 'pick-up: the store address' },
    hours: { type: 'string', description: 'pick-up: the store opening hours, e.g. "10:00-21:00"' },
  },
} as const;
export type LogisticOption = Infer<typeof logisticOptionSchema>;

export const logisticsResponseSchema = {
  type: 'object', additionalProperties: false, required: ['logistics'],
  properties: { logistics: { type: 'array', items: logisticOptionSchema } },
} as const;
export type LogisticsResponse = Infer<typeof logisticsResponseSchema>;
