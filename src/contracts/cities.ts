import type { Infer } from './common';

export const citySchema = {
  type: 'object', additionalProperties: false,
  required: ['id', 'name', 'coverageId', 'coverageType'],
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    coverageId: { type: 'integer' },
    coverageType: { type: 'string', description: 'SAME_DAY when a same-day courier serves the area, else REGULAR' },
  },
} as const;
export type City = Infer<typeof citySchema>;

export const citiesResponseSchema = {
  type: 'object', additionalProperties: false, required: ['cities'],
  properties: { cities: { type: 'array', items: citySchema } },
} as const;
export type CitiesResponse = Infer<typeof citiesResponseSchema>;
