// The areas domain's operations: the contract the browser and the server share. It imports only
// src/contracts, so the browser's side (src/contracts/generated/domain-operations.ts) stays free of server code.
import { areasResponseSchema, cityParamsSchema, districtParamsSchema, postalCodeCheckBodySchema, postalCodeCheckResponseSchema, provinceParamsSchema } from '../../../contracts/areas';
import { defineOperation, type OperationSpec } from '../../../contracts/operation';

export const operations = {
  'areas.provinces': defineOperation({
    name: 'areas.provinces', method: 'GET', path: '/api/areas/provinces', caller: 'browser', tags: ['areas'],
    summary: 'Indonesian provinces (billing address cascade)', response: areasResponseSchema,
  }),
  'areas.cities': defineOperation({
    name: 'areas.cities', method: 'GET', path: '/api/areas/provinces/:provinceCode/cities', caller: 'browser', tags: ['areas'],
    summary: 'Regencies and cities of a province (empty when unknown)', params: provinceParamsSchema, response: areasResponseSchema,
  }),
  'areas.districts': defineOperation({
    name: 'areas.districts', method: 'GET', path: '/api/areas/cities/:cityCode/districts', caller: 'browser', tags: ['areas'],
    summary: 'Districts (kecamatan) of a city (empty when unknown)', params: cityParamsSchema, response: areasResponseSchema,
  }),
  'areas.villages': defineOperation({
    name: 'areas.villages', method: 'GET', path: '/api/areas/districts/:districtCode/villages', caller: 'browser', tags: ['areas'],
    summary: 'Villages (kelurahan/desa) of a district (empty when unknown)', params: districtParamsSchema, response: areasResponseSchema,
  }),
  'areas.postalCode': defineOperation({
    name: 'areas.postalCode', method: 'POST', path: '/api/areas/postal-code/check', caller: 'browser', tags: ['areas'],
    summary: 'Does a postal code belong to the chosen village, district or city? (spec 5: the mismatch text when not)',
    body: postalCodeCheckBodySchema, response: postalCodeCheckResponseSchema,
  }),
} as const satisfies Record<string, OperationSpec>;
