import type { Infer } from './common';

const text = { type: 'string', maxLength: 200 } as const;

/** POST /api/traffic — sent 300 ms after each route change (A26); utm fields empty when absent (A24). */
export const trafficBodySchema = {
  type: 'object', additionalProperties: false, required: ['session_id'],
  properties: {
    utm_source: text, utm_medium: text, utm_campaign: text, utm_content: text, utm_term: text,
    session_id: { type: 'string', minLength: 1, maxLength: 128 },
    remark: { type: 'string', maxLength: 500 },
    transaction_id: text,
  },
} as const;
export type TrafficBody = Infer<typeof trafficBodySchema>;
