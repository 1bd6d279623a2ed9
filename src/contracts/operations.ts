/**
 * Every operation of the shop API by name. Definitions call them by name (`{"do": "call", "op":
 * "orders.create"}`) and name them in data sources; the server registers one route per operation
 * (src/server/http/operation-route.ts); the browser calls them through src/api/operations.ts.
 * A new server call is a contract here plus a route in its domain folder.
 */
import {
  activationEmailSchema, activationLookupResponseSchema, activationSubmitResponseSchema,
} from './activation';
import {
  areasResponseSchema, cityParamsSchema, districtParamsSchema, postalCodeCheckBodySchema, postalCodeCheckResponseSchema, provinceParamsSchema,
} from './areas';
import { citiesResponseSchema } from './cities';
import { errorEnvelopeSchema, okSchema } from './common';
import {
  documentIdParamsSchema, documentKindParamsSchema, documentSessionQuerySchema, documentUploadResponseSchema,
} from './documents';
import { logisticsBodySchema, logisticsParamsSchema, logisticsResponseSchema } from './logistics';
import {
  numberSearchQuerySchema, numberSearchResponseSchema, numberStatusParamsSchema, numberStatusResponseSchema,
  vanityParamsSchema, vanityQuerySchema, vanityResponseSchema,
} from './numbers';
import { defineOperation, type OperationSpec } from './operation';
import {
  createOrderBodySchema, createOrderResponseSchema, orderCodeParamsSchema, orderQuerySchema, orderResponseSchema,
} from './orders';
import {
  otpEmailSendBodySchema, otpSendResponseSchema, otpSmsSendBodySchema, otpVerifyBodySchema, otpVerifyResponseSchema,
} from './otp';
import { packagesQuerySchema, packagesResponseSchema } from './packages';
import { createPaymentBodySchema, paymentNotificationSchema, paymentQuerySchema, paymentResponseSchema, paymentStatusResponseSchema } from './payments';
import { dukcapilCheckBodySchema, nikCheckBodySchema, nikCheckResponseSchema } from './postpaid';
import { settingParamsSchema, settingResponseSchema } from './settings';
import { storesQuerySchema, storesResponseSchema } from './stores';
import { trackQuerySchema, trackResponseSchema } from './track';
import { trafficBodySchema } from './traffic';
import { visitFactsResponseSchema } from './visit';

export const OPERATIONS = {
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
  'areas.provinces': defineOperation({
    name: 'areas.provinces', method: 'GET', path: '/api/areas/provinces', caller: 'browser', tags: ['areas'],
    summary: 'Indonesian provinces (billing address cascade)', response: areasResponseSchema,
  }),
  'areas.cities': defineOperation({
    name: 'areas.cities', method: 'GET', path: '/api/areas/provinces/:provinceCode/cities', caller: 'browser', tags: ['areas'],
    summary: 'Regencies and cities of a province (empty when unknown)', params: provinceParamsSchema, response: areasResponseSchema,
  }),
  'areas.districts': defineOperation({
    name: 'areas.districts', method: 'GET', path: '/api/areas/cities/:cityCode/districts', caller: 'browser', tags: ['areas'],
    summary: 'Districts (kecamatan) of a city (empty when unknown)', params: cityParamsSchema, response: areasResponseSchema,
  }),
  'areas.villages': defineOperation({
    name: 'areas.villages', method: 'GET', path: '/api/areas/districts/:districtCode/villages', caller: 'browser', tags: ['areas'],
    summary: 'Villages (kelurahan/desa) of a district (empty when unknown)', params: districtParamsSchema, response: areasResponseSchema,
  }),
  'areas.postalCode': defineOperation({
    name: 'areas.postalCode', method: 'POST', path: '/api/areas/postal-code/check', caller: 'browser', tags: ['areas'],
    summary: 'Does a postal code belong to the chosen village, district or city? (spec 5: the mismatch text when not)',
    body: postalCodeCheckBodySchema, response: postalCodeCheckResponseSchema,
  }),
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
  'documents.upload': defineOperation({
    name: 'documents.upload', method: 'POST', path: '/api/documents/:kind', caller: 'browser', tags: ['documents'],
    summary: 'Upload an identity document (multipart/form-data, one part `file`): JPEG or PNG by content (else 40026), at most 3 MB (413), '
      + 'a KTP checked by the ID-card provider (40025, 40050, 40052); replaces the session\'s earlier document of that kind',
    params: documentKindParamsSchema, query: documentSessionQuerySchema, response: documentUploadResponseSchema,
  }),
  'documents.delete': defineOperation({
    name: 'documents.delete', method: 'DELETE', path: '/api/documents/:documentId', caller: 'browser', tags: ['documents'],
    summary: 'Remove an uploaded document of this session (404 when unknown or another session\'s)',
    params: documentIdParamsSchema, query: documentSessionQuerySchema, response: okSchema,
  }),
  'logistics.options': defineOperation({
    name: 'logistics.options', method: 'POST', path: '/api/loc/:coverageId/logistics/:packageId?', caller: 'browser', tags: ['logistics'],
    summary: 'Delivery options of a coverage area, sorted by ctype, SLA rule applied',
    params: logisticsParamsSchema, body: logisticsBodySchema, response: logisticsResponseSchema,
  }),
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
  'otp.emailSend': defineOperation({
    name: 'otp.emailSend', method: 'POST', path: '/api/otp/email/send', caller: 'browser', tags: ['otp'],
    summary: 'Mail a one-time code for a number to an email; 429 (errors.details retry_after, seconds) before the resend delay '
      + 'or past the codes per hour of the number',
    body: otpEmailSendBodySchema, response: otpSendResponseSchema,
  }),
  'otp.emailVerify': defineOperation({
    name: 'otp.emailVerify', method: 'POST', path: '/api/otp/email/verify', caller: 'browser', tags: ['otp'],
    summary: "Check a mailed code: right, the visit's session holds otp.email:<msisdn>; 40061 wrong, expired, used or "
      + "another visit's code (errors.details reason); 429 past the attempts of the code",
    body: otpVerifyBodySchema, response: otpVerifyResponseSchema,
  }),
  'otp.smsSend': defineOperation({
    name: 'otp.smsSend', method: 'POST', path: '/api/otp/sms/send', caller: 'browser', tags: ['otp'],
    summary: 'Text a one-time code to a number (A49); 429 (errors.details retry_after, seconds) before the resend delay '
      + 'or past the codes per hour of the number',
    body: otpSmsSendBodySchema, response: otpSendResponseSchema,
  }),
  'otp.smsVerify': defineOperation({
    name: 'otp.smsVerify', method: 'POST', path: '/api/otp/sms/verify', caller: 'browser', tags: ['otp'],
    summary: "Check a texted code: right, the visit's session holds otp.sms:<msisdn>; 40061 wrong, expired, used or "
      + "another visit's code (errors.details reason); 429 past the attempts of the code",
    body: otpVerifyBodySchema, response: otpVerifyResponseSchema,
  }),
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
  'stores.list': defineOperation({
    name: 'stores.list', method: 'GET', path: '/api/stores', caller: 'browser', tags: ['stores'],
    summary: 'Retail stores with address and opening hours, searched by part of the city name (case-insensitive)',
    query: storesQuerySchema, response: storesResponseSchema,
  }),
  'tracking.traffic': defineOperation({
    name: 'tracking.traffic', method: 'POST', path: '/api/traffic', caller: 'browser', tags: ['tracking'],
    summary: 'Funnel event (UTM + remark)', body: trafficBodySchema, response: okSchema,
  }),
  'visit.facts': defineOperation({
    name: 'visit.facts', method: 'GET', path: '/api/visit/facts', caller: 'browser', tags: ['visit'],
    summary: "The facts the server holds of this visit now (a code verified for a number: otp.email:<msisdn>); none without a session",
    response: visitFactsResponseSchema,
  }),
} as const satisfies Record<string, OperationSpec>;

export type Operations = typeof OPERATIONS;
export type OperationName = keyof Operations;

export const OPERATION_NAMES = Object.keys(OPERATIONS) as OperationName[];
export const isOperationName = (name: string): name is OperationName => Object.prototype.hasOwnProperty.call(OPERATIONS, name);

/** The error envelope every operation answers with on 4xx/5xx. */
export const operationErrorSchema = errorEnvelopeSchema;
