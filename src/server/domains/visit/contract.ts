// The visit domain's operations: the contract the browser and the server share. It imports only
// src/contracts, so the browser's side (src/contracts/generated/domain-operations.ts) stays free of server code.
import { defineOperation, type OperationSpec } from '../../../contracts/operation';
import { visitFactsResponseSchema } from '../../../contracts/visit';

export const operations = {
  'visit.facts': defineOperation({
    name: 'visit.facts', method: 'GET', path: '/api/visit/facts', caller: 'browser', tags: ['visit'],
    summary: "The facts the server holds of this visit now (a code verified for a number: otp.email:<msisdn>); none without a session",
    response: visitFactsResponseSchema,
  }),
} as const satisfies Record<string, OperationSpec>;
