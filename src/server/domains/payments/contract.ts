// The payments domain's operations: the contract the browser and the server share. It imports only
// src/contracts, so the browser's side (src/contracts/generated/domain-operations.ts) stays free of server code.
import { okSchema } from '../../../contracts/common';
import { defineOperation, type OperationSpec } from '../../../contracts/operation';
import { orderCodeParamsSchema } from '../../../contracts/orders';
import { createPaymentBodySchema, paymentNotificationSchema, paymentQuerySchema, paymentResponseSchema, paymentStatusResponseSchema } from '../../../contracts/payments';

export const operations = {
  'payments.create': defineOperation({
    name: 'payments.create', method: 'POST', path: '/api/orders/:orderCode/payments', caller: 'browser', tags: ['payments'],
    summary: 'Start (or retry) paying an order with a method of site.json (40023 paid, 40020 expired)',
    params: orderCodeParamsSchema, body: createPaymentBodySchema, response: paymentResponseSchema,
  }),
  'payments.current': defineOperation({
    name: 'payments.current', method: 'GET', path: '/api/orders/:orderCode/payment', caller: 'browser', tags: ['payments'],
    summary: 'The latest payment of an order for its customer (polled by the waiting pages; 40010 when unknown or the email differs)',
    params: orderCodeParamsSchema, query: paymentQuerySchema, response: paymentResponseSchema,
  }),
  'payments.status': defineOperation({
    name: 'payments.status', method: 'GET', path: '/api/orders/:orderCode/payment/status', caller: 'browser', tags: ['payments'],
    summary: 'Only the status of the latest payment of an order: what a result link without the email may show (40010 unknown order)',
    params: orderCodeParamsSchema, response: paymentStatusResponseSchema,
  }),
  'payments.notify': defineOperation({
    name: 'payments.notify', method: 'POST', path: '/api/payments/notify', caller: 'gateway', rateLimit: 'exempt', tags: ['payments'],
    summary: 'Gateway notification; header x-signature = HMAC-SHA256 hex of the raw body (forged: 401; replay: 200, no change)',
    body: paymentNotificationSchema, response: okSchema,
  }),
} as const satisfies Record<string, OperationSpec>;
