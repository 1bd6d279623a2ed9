/** Postpaid activation after purchase (/activate): look an order up by code + email, then submit its activation. */
import { type Infer } from './common';

/** The query of activation.lookup and the body of activation.submit: the order's contact email (case-insensitive). */
export const activationEmailSchema = {
  type: 'object', additionalProperties: false, required: ['email'],
  properties: { email: { type: 'string', minLength: 1, maxLength: 254, description: "the order's contact email (case-insensitive)" } },
} as const;
export type ActivationEmail = Infer<typeof activationEmailSchema>;

/** An order that may be activated now: what the customer confirms before submitting. */
export const activationLookupResponseSchema = {
  type: 'object', additionalProperties: false, required: ['order_code', 'msisdn'],
  properties: {
    order_code: { type: 'string' },
    msisdn: { type: 'string', description: 'the number to activate (62...), "" when the order holds none' },
  },
} as const;
export type ActivationLookupResponse = Infer<typeof activationLookupResponseSchema>;

export const ACTIVATION_RESULTS = ['COMPLETE', 'FAILED'] as const;
export type ActivationResult = (typeof ACTIVATION_RESULTS)[number];

export const activationSubmitResponseSchema = {
  type: 'object', additionalProperties: false, required: ['order_code', 'activation_code', 'msisdn', 'status'],
  properties: {
    order_code: { type: 'string' },
    activation_code: { type: 'string', description: 'the activation\'s own order (order type POSTACTV), tracked like any order with the same email' },
    msisdn: { type: 'string' },
    status: { type: 'string', enum: ACTIVATION_RESULTS, description: "the activation provider's result" },
  },
} as const;
export type ActivationSubmitResponse = Infer<typeof activationSubmitResponseSchema>;
