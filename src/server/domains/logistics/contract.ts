// The logistics domain's operations: the contract the browser and the server share. It imports only
// src/contracts, so the browser's side (src/contracts/generated/domain-operations.ts) stays free of server code.
import { logisticsBodySchema, logisticsParamsSchema, logisticsResponseSchema } from '../../../contracts/logistics';
import { defineOperation, type OperationSpec } from '../../../contracts/operation';

export const operations = {
  'logistics.options': defineOperation({
    name: 'logistics.options', method: 'POST', path: '/api/loc/:coverageId/logistics/:packageId?', caller: 'browser', tags: ['logistics'],
    summary: 'Delivery options of a coverage area, sorted by ctype, SLA rule applied',
    params: logisticsParamsSchema, body: logisticsBodySchema, response: logisticsResponseSchema,
  }),
} as const satisfies Record<string, OperationSpec>;
