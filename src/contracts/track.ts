import { isoDateTimeSchema, type Infer } from './common';
import { TRACK_STATUSES } from './orders';

export const trackQuerySchema = {
  type: 'object', additionalProperties: false, required: ['email'],
  properties: { email: { type: 'string', maxLength: 254 } },
} as const;
export type TrackQuery = Infer<typeof trackQuerySchema>;

export const trackResponseSchema = {
  type: 'object', additionalProperties: false, required: ['order_code', 'status', 'timeline'],
  properties: {
    order_code: { type: 'string' },
    status: { type: 'string', enum: TRACK_STATUSES },
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
