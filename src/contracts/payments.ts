import { emailSchema, isoDateTimeSchema, lookupEmailSchema, MAX_INT, mobileSchema, type Infer } from './common';

export const PAYMENT_STATUSES = ['PENDING', 'PAID', 'FAILED', 'EXPIRED', 'CANCELLED'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_KINDS = ['va', 'link', 'qr', 'card'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

export const paymentSchema = {
  type: 'object', additionalProperties: false,
  required: ['id', 'method', 'group', 'kind', 'status', 'amount', 'expired'],
  properties: {
    id: { type: 'string' },
    method: { type: 'string', description: 'payment method code (site.json paymentMethods[].code)' },
    group: { type: 'string', enum: ['CC', 'E_WALLET', 'VA'] },
    kind: { type: 'string', enum: PAYMENT_KINDS },
    status: { type: 'string', enum: PAYMENT_STATUSES },
    amount: { type: 'integer' },
    va_number: { type: 'string' },
    bank_code: { type: 'string' },
    link_url: { type: 'string' },
    qr_payload: { type: 'string' },
    qr_image: { type: 'string', description: 'PNG data URL of qr_payload' },
    redirect_url: { type: 'string' },
    expired: isoDateTimeSchema,
    order_expire: { ...isoDateTimeSchema, description: 'the order holds its number until then: a new payment can be made until then' },
    sandbox_url: { type: 'string', description: 'sandbox mode only: the sandbox page where a tester pays or fails this payment' },
  },
} as const;
export type Payment = Infer<typeof paymentSchema>;

/**
 * GET /api/orders/:orderCode/payment: the payment itself only for the order's customer (its email).
 * Without the email the customer is unknown: 40010, as for another email (a page opened by the order
 * code alone says the order was not found).
 */
export const paymentQuerySchema = {
  type: 'object', additionalProperties: false,
  properties: { email: lookupEmailSchema },
} as const;
export type PaymentQuery = Infer<typeof paymentQuerySchema>;

/** GET /api/orders/:orderCode/payment/status: what a link without the email may know (a result page's outcome). */
export const paymentStatusResponseSchema = {
  type: 'object', additionalProperties: false, required: ['status'],
  properties: { status: { type: 'string', enum: PAYMENT_STATUSES, description: 'the latest payment\'s status, as payments.current would give it' } },
} as const;
export type PaymentStatusResponse = Infer<typeof paymentStatusResponseSchema>;

/** POST /api/orders/:orderCode/payments */
export const createPaymentBodySchema = {
  type: 'object', additionalProperties: false, required: ['method', 'email'],
  properties: {
    method: { type: 'string', minLength: 1, maxLength: 8 },
    sof_msisdn: { ...mobileSchema, description: 'wallet account number (any Indonesian mobile number), required for methods with askPhone' },
    email: emailSchema,
  },
} as const;
export type CreatePaymentBody = Infer<typeof createPaymentBodySchema>;

export const paymentResponseSchema = {
  type: 'object', additionalProperties: false, required: ['payment'],
  properties: { payment: paymentSchema },
} as const;
export type PaymentResponse = Infer<typeof paymentResponseSchema>;

/** Body of POST /api/payments/notify; header `x-signature` = HMAC-SHA256 hex of the raw body. */
export const paymentNotificationSchema = {
  type: 'object', additionalProperties: false,
  required: ['notification_id', 'payment_id', 'order_code', 'status', 'amount'],
  properties: {
    notification_id: { type: 'string', minLength: 1, maxLength: 100 },
    payment_id: { type: 'string', minLength: 1, maxLength: 100 },
    order_code: { type: 'string', minLength: 1, maxLength: 64 },
    status: { type: 'string', enum: ['PAID', 'FAILED'] },
    amount: { type: 'integer', minimum: 0, maximum: MAX_INT },
  },
} as const;
export type PaymentNotification = Infer<typeof paymentNotificationSchema>;

export const paymentIdParamsSchema = {
  type: 'object', additionalProperties: false, required: ['paymentId'],
  properties: { paymentId: { type: 'string', minLength: 1, maxLength: 100 } },
} as const;
export type PaymentIdParams = Infer<typeof paymentIdParamsSchema>;

export const sandboxOutcomeParamsSchema = {
  type: 'object', additionalProperties: false, required: ['paymentId', 'outcome'],
  properties: {
    paymentId: { type: 'string', minLength: 1, maxLength: 100 },
    outcome: { type: 'string', enum: ['success', 'failed'] },
  },
} as const;
export type SandboxOutcomeParams = Infer<typeof sandboxOutcomeParamsSchema>;

