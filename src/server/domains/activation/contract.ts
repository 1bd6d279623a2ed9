// The activation domain's operations: the contract the browser and the server share. It imports only
// src/contracts, so the browser's side (src/contracts/generated/domain-operations.ts) stays free of server code.
import { activationEmailSchema, activationLookupResponseSchema, activationSubmitResponseSchema } from '../../../contracts/activation';
import { defineOperation, type OperationSpec } from '../../../contracts/operation';
import { orderCodeParamsSchema } from '../../../contracts/orders';

export const operations = {
  'activation.lookup': defineOperation({
    name: 'activation.lookup', method: 'GET', path: '/api/activation/:orderCode', caller: 'browser', tags: ['activation'],
    summary: 'May this postpaid order be activated? 404 unknown order or email (never which), 40092 not a postpaid order, '
      + '40019 already submitted, 40021 not paid yet (errors.details va_number + bank with an unpaid VA), 40022 the last payment failed',
    params: orderCodeParamsSchema, query: activationEmailSchema, response: activationLookupResponseSchema,
  }),
  'activation.submit': defineOperation({
    name: 'activation.submit', method: 'POST', path: '/api/activation/:orderCode', caller: 'browser', tags: ['activation'],
    summary: 'Submit the activation of a paid postpaid order once (the same refusals as activation.lookup; a second submission 40019); '
      + 'answers the provider\'s result, COMPLETE or FAILED',
    params: orderCodeParamsSchema, body: activationEmailSchema, response: activationSubmitResponseSchema,
  }),
} as const satisfies Record<string, OperationSpec>;
