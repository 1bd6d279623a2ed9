// What the server vouches for about this browser visit (src/server/visit/): its facts, read by the
// browser's guards for convenience; the server checks them itself on every operation that requires them.
import type { Infer } from './common';

export const visitFactsResponseSchema = {
  type: 'object', additionalProperties: false, required: ['facts'],
  properties: {
    facts: { type: 'array', maxItems: 100, items: { type: 'string', maxLength: 200 }, description: 'e.g. otp.email:6281234567890' },
  },
} as const;

export type VisitFactsResponse = Infer<typeof visitFactsResponseSchema>;
