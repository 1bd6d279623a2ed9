// The numbers domain's operations: the contract the browser and the server share. It imports only
// src/contracts, so the browser's side (src/contracts/generated/domain-operations.ts) stays free of server code.
import { numberSearchQuerySchema, numberSearchResponseSchema, numberStatusParamsSchema, numberStatusResponseSchema, vanityParamsSchema, vanityQuerySchema, vanityResponseSchema } from '../../../contracts/numbers';
import { defineOperation, type OperationSpec } from '../../../contracts/operation';

export const operations = {
  'numbers.regular': defineOperation({
    name: 'numbers.regular', method: 'GET', path: '/api/number/pre/reg', caller: 'browser', tags: ['numbers'],
    summary: 'Available prepaid numbers; query = 3-4 digits anywhere in the number (else 40031)',
    query: numberSearchQuerySchema, response: numberSearchResponseSchema,
  }),
  'numbers.vanity': defineOperation({
    name: 'numbers.vanity', method: 'GET', path: '/api/v2/:selectorName/:packageId', caller: 'browser', tags: ['numbers'],
    summary: 'Vanity numbers with labels; search = exactly 6 digits (else 40073)',
    params: vanityParamsSchema, query: vanityQuerySchema, response: vanityResponseSchema,
  }),
  'numbers.retailVanity': defineOperation({
    name: 'numbers.retailVanity', method: 'GET', path: '/api/retail/:selectorName/:packageId', caller: 'browser', tags: ['numbers'],
    summary: 'Vanity numbers with labels for a retail store visit (A28, A32); same query and answer as numbers.vanity',
    params: vanityParamsSchema, query: vanityQuerySchema, response: vanityResponseSchema,
  }),
  'numbers.status': defineOperation({
    name: 'numbers.status', method: 'POST', path: '/api/number/status/:numberId', caller: 'browser', tags: ['numbers'],
    summary: 'Is the number still available? 40011 when not', params: numberStatusParamsSchema, response: numberStatusResponseSchema,
  }),
} as const satisfies Record<string, OperationSpec>;
