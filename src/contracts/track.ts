import { isoDateTimeSchema, lookupEmailSchema, type Infer } from './common';
import { TRACK_STATUSES } from './orders';

export const trackQuerySchema = {
  type: 'object', additionalProperties: false, required: ['email'],
  properties: { email: lookupEmailSchema },
} as const;
export type TrackQuery = Infer<typeof trackQuerySchema>;

export const trackResponseSchema = {
  type: 'object', additionalProperties: false, required: ['order_code', 'status', 'timeline', 'same_day'],
  properties: {
    order_code: { type: 'string' },
    status: { type: 'string', enum: TRACK_STATUSES },
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
