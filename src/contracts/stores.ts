import type { Infer } from './common';

/** GET /api/stores — the retail stores (the same rows the pick-up option offers), searched by city. */
export const storesQuerySchema = {
  type: 'object', additionalProperties: false,
  properties: {
    city: { type: 'string', maxLength: 64, description: 'part of the city name, case-insensitive; empty or absent = every store' },
    limit: { type: 'integer', minimum: 1, maximum: 100, default: 50 },
    offset: { type: 'integer', minimum: 0, maximum: 10000, default: 0 },
  },
} as const;
export type StoresQuery = Infer<typeof storesQuerySchema>;

export const storeSchema = {
  type: 'object', additionalProperties: false,
  required: ['locationId', 'name', 'address', 'city', 'hours'],
  properties: {
    locationId: { type: 'string', description: 'the store id; the pick-up option of the store carries it as location_id' },
    name: { type: 'string' },
    address: { type: 'string' },
    city: { type: 'string' },
    hours: { type: 'string', description: 'opening hours, e.g. "10:00-21:00"' },
    lat: { type: 'number' },
    lng: { type: 'number' },
  },
} as const;
export type Store = Infer<typeof storeSchema>;

export const storesResponseSchema = {
  type: 'object', additionalProperties: false, required: ['stores', 'total'],
  properties: {
    stores: { type: 'array', items: storeSchema, description: 'sorted by city, then the stores\' own order' },
    total: { type: 'integer', description: 'how many stores match, beyond this page too' },
  },
} as const;
export type StoresResponse = Infer<typeof storesResponseSchema>;
