// One-time codes sent to a number (SMS, A49) or to an email for a number (the spec's email OTP gate):
// send one, type it back. A verified code is a fact of the visit's server-side session
// (`otp.sms:<msisdn>`, `otp.email:<msisdn>`), which operations may require.
import { emailSchema, type Infer } from './common';

/** A number in its international form (62...): the subject of the fact, spelt one way only. */
export const otpMsisdnSchema = { type: 'string', pattern: '^628[0-9]{7,10}$', minLength: 11, maxLength: 14 } as const;
/** The id of one sent code (otp_session in the spec's state and the swap's body). */
export const otpSessionSchema = { type: 'string', pattern: '^[A-Za-z0-9_-]{22}$', minLength: 22, maxLength: 22 } as const;
export const otpCodeSchema = { type: 'string', pattern: '^[0-9]{6}$', minLength: 6, maxLength: 6 } as const;

export const otpEmailSendBodySchema = {
  type: 'object', additionalProperties: false, required: ['msisdn', 'email'],
  properties: { msisdn: otpMsisdnSchema, email: emailSchema },
} as const;

export const otpSmsSendBodySchema = {
  type: 'object', additionalProperties: false, required: ['msisdn'],
  properties: { msisdn: otpMsisdnSchema },
} as const;

export const otpSendResponseSchema = {
  type: 'object', additionalProperties: false, required: ['otp_session', 'otp_timeout', 'otp_delay'],
  properties: {
    otp_session: otpSessionSchema,
    otp_timeout: { type: 'integer', description: 'epoch ms: the code is valid until then' },
    otp_delay: { type: 'integer', description: 'epoch ms: another code may be asked for from then' },
  },
} as const;

export const otpVerifyBodySchema = {
  type: 'object', additionalProperties: false, required: ['otp_session', 'code'],
  properties: { otp_session: otpSessionSchema, code: otpCodeSchema },
} as const;

export const otpVerifyResponseSchema = {
  type: 'object', additionalProperties: false, required: ['otp_session', 'otp_valid', 'msisdn', 'facts'],
  properties: {
    otp_session: otpSessionSchema,
    otp_valid: { type: 'boolean', const: true },
    msisdn: otpMsisdnSchema,
    facts: { type: 'array', maxItems: 100, items: { type: 'string', maxLength: 200 }, description: "the visit's facts now, this one included" },
  },
} as const;

export type OtpSendResponse = Infer<typeof otpSendResponseSchema>;
export type OtpVerifyResponse = Infer<typeof otpVerifyResponseSchema>;
