// The stores domain's operations: the contract the browser and the server share. It imports only
// src/contracts, so the browser's side (src/contracts/generated/domain-operations.ts) stays free of server code.
import { defineOperation, type OperationSpec } from '../../../contracts/operation';
import { storesQuerySchema, storesResponseSchema } from '../../../contracts/stores';

export const operations = {
  'stores.list': defineOperation({
    name: 'stores.list', method: 'GET', path: '/api/stores', caller: 'browser', tags: ['stores'],
    summary: 'Retail stores with address and opening hours, searched by part of the city name (case-insensitive)',
    query: storesQuerySchema, response: storesResponseSchema,
  }),
} as const satisfies Record<string, OperationSpec>;
