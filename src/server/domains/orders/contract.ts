// The orders domain's operations: the contract the browser and the server share. It imports only
// src/contracts, so the browser's side (src/contracts/generated/domain-operations.ts) stays free of server code.
import { defineOperation, type OperationSpec } from '../../../contracts/operation';
import { createOrderBodySchema, createOrderResponseSchema, orderCodeParamsSchema, orderQuerySchema, orderResponseSchema } from '../../../contracts/orders';
import { trackQuerySchema, trackResponseSchema } from '../../../contracts/track';

export const operations = {
  'orders.create': defineOperation({
    name: 'orders.create', method: 'POST', path: '/api/orders', caller: 'browser', tags: ['orders'], idempotent: true,
    summary: 'Create an order of an order type (its payload validated by the type\'s schema; an identity it names checked as postpaid.validNik '
      + 'and postpaid.dukcapil check it), reserving its number atomically (40011 when taken; '
      + 'the same session submitting its held number again gets its own order back, updated)',
    body: createOrderBodySchema, response: createOrderResponseSchema,
  }),
  'orders.get': defineOperation({
    name: 'orders.get', method: 'GET', path: '/api/orders/:orderCode', caller: 'browser', tags: ['orders'],
    summary: 'An order for its customer (40010 when unknown or the email differs)',
    params: orderCodeParamsSchema, query: orderQuerySchema, response: orderResponseSchema,
  }),
  'orders.track': defineOperation({
    name: 'orders.track', method: 'GET', path: '/api/track/:orderCode', caller: 'browser', tags: ['orders'],
    summary: 'Order status and timeline (40010 when unknown or the email differs)',
    params: orderCodeParamsSchema, query: trackQuerySchema, response: trackResponseSchema,
  }),
} as const satisfies Record<string, OperationSpec>;
