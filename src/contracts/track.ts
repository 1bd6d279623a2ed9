import { isoDateTimeSchema, lookupEmailSchema, type Infer } from './common';
import { TRACK_STATUSES } from './orders';

export const trackQuerySchema = {
  type: 'object', additionalProperties: false,
  properties: {
    email: { ...lookupEmailSchema, description: "the order's contact email; not needed by the visit that placed the order (its signed cookie)" },
  },
} as const;
export type TrackQuery = Infer<typeof trackQuerySchema>;

export const trackResponseSchema = {
  type: 'object', additionalProperties: false, required: ['order_code', 'order_type', 'status', 'timeline', 'same_day'],
  properties: {
    order_code: { type: 'string' },
    order_type: { type: 'string', description: 'the order type (flows/orderTypes.json): which stages its customer meets' },
    status: { type: 'string', enum: TRACK_STATUSES },
    ended: {
      type: 'object', additionalProperties: false, required: ['reason', 'at', 'pay_again'],
      description: 'an unpaid order that ended: its payment failed, or its time ran out; nothing ships (no shipping_sla)',
      properties: {
        reason: { type: 'string', enum: ['PAYMENT_FAILED', 'EXPIRED'] },
        at: isoDateTimeSchema,
        pay_again: { type: 'boolean', description: 'the order still holds its number: another payment may be started (else only a new order)' },
      },
    },
    same_day: { type: 'boolean', description: 'placed before the same-day cut-off (the delivery estimate starts today)' },
    shipping_sla: { type: 'string', description: 'the chosen delivery\'s estimate in days ("1-3", the SLA rule applied) as offered when the order was placed; absent when nothing ships' },
    shipment: {
      type: 'object', additionalProperties: false, required: ['courier', 'tracking_number', 'shipped_at'],
      description: 'once handed over for delivery: the courier and its tracking number',
      properties: { courier: { type: 'string' }, tracking_number: { type: 'string' }, shipped_at: isoDateTimeSchema },
    },
    timeline: {
      type: 'array',
      items: {
        type: 'object', additionalProperties: false, required: ['status', 'at'],
        properties: { status: { type: 'string', enum: TRACK_STATUSES }, at: isoDateTimeSchema },
      },
    },
  },
} as const;
export type TrackResponse = Infer<typeof trackResponseSchema>;
