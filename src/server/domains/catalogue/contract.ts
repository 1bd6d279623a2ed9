// The catalogue domain's operations: the contract the browser and the server share. It imports only
// src/contracts, so the browser's side (src/contracts/generated/domain-operations.ts) stays free of server code.
import { citiesResponseSchema } from '../../../contracts/cities';
import { defineOperation, type OperationSpec } from '../../../contracts/operation';
import { packagesQuerySchema, packagesResponseSchema } from '../../../contracts/packages';
import { settingParamsSchema, settingResponseSchema } from '../../../contracts/settings';

export const operations = {
  'catalogue.cities': defineOperation({
    name: 'catalogue.cities', method: 'GET', path: '/api/cities', caller: 'browser', tags: ['catalogue'],
    summary: 'Cities with their delivery coverage', response: citiesResponseSchema,
  }),
  'catalogue.packages': defineOperation({
    name: 'catalogue.packages', method: 'GET', path: '/api/v3/number/packages', caller: 'browser', tags: ['catalogue'],
    summary: 'Active packages of a product type, with their bonus (child) packages in `advance`',
    query: packagesQuerySchema, response: packagesResponseSchema,
  }),
  'catalogue.setting': defineOperation({
    name: 'catalogue.setting', method: 'GET', path: '/api/settings/:settingName', caller: 'browser', tags: ['catalogue'],
    summary: 'A remote setting; value is a JSON string (A35)', params: settingParamsSchema, response: settingResponseSchema,
  }),
} as const satisfies Record<string, OperationSpec>;
