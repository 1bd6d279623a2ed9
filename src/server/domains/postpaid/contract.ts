// The postpaid domain's operations: the contract the browser and the server share. It imports only
// src/contracts, so the browser's side (src/contracts/generated/domain-operations.ts) stays free of server code.
import { okSchema } from '../../../contracts/common';
import { defineOperation, type OperationSpec } from '../../../contracts/operation';
import { dukcapilCheckBodySchema, nikCheckBodySchema, nikCheckResponseSchema } from '../../../contracts/postpaid';

export const operations = {
  'postpaid.validNik': defineOperation({
    name: 'postpaid.validNik', method: 'POST', path: '/api/order/post/valid/nik', caller: 'browser', tags: ['postpaid'],
    summary: 'May this KTP order postpaid? 40050 invalid NIK, 44041 not eligible, 40051 blocked (unpaid bill), 40052 cannot be used, '
      + '40053 usage limit, 40016 already ordered 3 times',
    body: nikCheckBodySchema, response: nikCheckResponseSchema,
  }),
  'postpaid.dukcapil': defineOperation({
    name: 'postpaid.dukcapil', method: 'POST', path: '/api/order/dukcapil/valid', caller: 'browser', tags: ['postpaid'],
    summary: 'Civil registry (Dukcapil) check of the identity: 40081 not found, 40086 NIK mismatch, 40056 data mismatch, '
      + '40085 verification failed, 40097 number identity mismatch',
    body: dukcapilCheckBodySchema, response: okSchema,
  }),
} as const satisfies Record<string, OperationSpec>;
