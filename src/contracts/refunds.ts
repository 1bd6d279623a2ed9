// Money the shop received but could not use, for staff to refund (admin only: the studio's
// refunds screen and GET/POST /api/studio/refunds; not an operation definitions may call).
import { isoDateTimeSchema, type Infer } from './common';

/**
 * NUMBER_TAKEN: a late payment whose number had gone to another order (the order is not paid);
 * DOUBLE_CHARGE: a second payment of an order already paid; AMOUNT_CHANGED: a late payment of an
 * amount the order no longer has (it was placed again with other details).
 */
export const REFUND_REASONS = ['NUMBER_TAKEN', 'DOUBLE_CHARGE', 'AMOUNT_CHANGED'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

export const refundSchema = {
  type: 'object', additionalProperties: false,
  required: ['payment_id', 'order_code', 'method', 'amount', 'reason', 'paid_at', 'order_status'],
  properties: {
    payment_id: { type: 'string' },
    order_code: { type: 'string' },
    method: { type: 'string', description: 'payment method code' },
    amount: { type: 'integer' },
    reason: { type: 'string', enum: REFUND_REASONS },
    paid_at: isoDateTimeSchema,
    order_status: { type: 'string' },
  },
} as const;
export type Refund = Infer<typeof refundSchema>;

/** GET /api/studio/refunds: the refunds still to make, oldest money first. */
export const refundsResponseSchema = {
  type: 'object', additionalProperties: false, required: ['refunds'],
  properties: { refunds: { type: 'array', items: refundSchema } },
} as const;
export type RefundsResponse = Infer<typeof refundsResponseSchema>;

/** POST /api/studio/refunds/:paymentId/done: staff refunded it at the gateway. */
export const refundParamsSchema = {
  type: 'object', additionalProperties: false, required: ['paymentId'],
  properties: { paymentId: { type: 'string', minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9-]+$' } },
} as const;
export type RefundParams = Infer<typeof refundParamsSchema>;
