// The tracking domain's operations: the contract the browser and the server share. It imports only
// src/contracts, so the browser's side (src/contracts/generated/domain-operations.ts) stays free of server code.
import { okSchema } from '../../../contracts/common';
import { defineOperation, type OperationSpec } from '../../../contracts/operation';
import { trafficBodySchema } from '../../../contracts/traffic';

export const operations = {
  'tracking.traffic': defineOperation({
    name: 'tracking.traffic', method: 'POST', path: '/api/traffic', caller: 'browser', tags: ['tracking'],
    summary: 'Funnel event (UTM + remark)', body: trafficBodySchema, response: okSchema,
  }),
} as const satisfies Record<string, OperationSpec>;
