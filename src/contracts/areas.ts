import type { Infer } from './common';

/** Area codes as idn-area-data writes them: province 2 digits, city 2.2, district 2.2.2, village 2.2.2.4. */
const provinceCode = { type: 'string', pattern: '^[0-9]{2}$', maxLength: 2 } as const;
const cityCode = { type: 'string', pattern: '^[0-9]{2}\\.[0-9]{2}$', maxLength: 5 } as const;
const districtCode = { type: 'string', pattern: '^[0-9]{2}\\.[0-9]{2}\\.[0-9]{2}$', maxLength: 8 } as const;
const villageCode = { type: 'string', pattern: '^[0-9]{2}\\.[0-9]{2}\\.[0-9]{2}\\.[0-9]{4}$', maxLength: 13 } as const;

export const areaSchema = {
  type: 'object', additionalProperties: false, required: ['code', 'name'],
  properties: {
    code: { type: 'string' }, name: { type: 'string' },
    postalCode: { type: 'string', description: 'villages only: the village\'s postal code, when the shop knows exactly one (the area cascade fills it in)' },
  },
} as const;
export type Area = Infer<typeof areaSchema>;

export const areasResponseSchema = {
  type: 'object', additionalProperties: false, required: ['areas'],
  properties: { areas: { type: 'array', items: areaSchema, description: 'sorted by name' } },
} as const;
export type AreasResponse = Infer<typeof areasResponseSchema>;

export const provinceParamsSchema = {
  type: 'object', additionalProperties: false, required: ['provinceCode'], properties: { provinceCode },
} as const;
export const cityParamsSchema = {
  type: 'object', additionalProperties: false, required: ['cityCode'], properties: { cityCode },
} as const;
export const districtParamsSchema = {
  type: 'object', additionalProperties: false, required: ['districtCode'], properties: { districtCode },
} as const;

/** The postal code and the most precise area chosen (village, else district, else city). */
export const postalCodeCheckBodySchema = {
  type: 'object', additionalProperties: false, required: ['postalCode'],
  properties: {
    postalCode: { type: 'string', pattern: '^[0-9]{5}$', maxLength: 5 },
    villageCode, districtCode, cityCode,
  },
  anyOf: [{ required: ['villageCode'] }, { required: ['districtCode'] }, { required: ['cityCode'] }],
} as const;
export type PostalCodeCheckBody = Infer<typeof postalCodeCheckBodySchema>;

export const postalCodeCheckResponseSchema = {
  type: 'object', additionalProperties: false, required: ['match', 'known'],
  properties: {
    match: { type: 'boolean', description: 'false only when the most precise known level (village, district, city, province range) has postal codes and this is none of them' },
    known: { type: 'boolean', description: 'whether the shop knows postal codes for the area or an area around it (its district, city, or the province\'s range)' },
    message: {
      type: 'object', additionalProperties: false, required: ['id', 'en'],
      properties: { id: { type: 'string' }, en: { type: 'string' } },
      description: 'the spec\'s mismatch text, when match is false',
    },
  },
} as const;
export type PostalCodeCheckResponse = Infer<typeof postalCodeCheckResponseSchema>;
