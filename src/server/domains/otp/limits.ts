// How far a one-time code goes: what makes guessing one or flooding a number with them useless.
// Each limit is a knob of the otp domain (its env variable), these its defaults.
import { intKnob, type Knob } from '../../knobs';

export const OTP_LIMITS = {
  /** A code is valid this long after it was sent. */
  validSeconds: 300,
  /** Another code for the same number and channel may be asked for this long after the last. */
  resendSeconds: 60,
  /** Codes one number may be sent per channel in an hour (whichever visit asks). */
  sendsPerHour: 5,
  /** Wrong codes typed for one sent code before it is refused outright. */
  attempts: 5,
  /** A verified code's fact holds this long in the visit's session (never past the session's end). */
  factSeconds: 1800,
} as const;

export type OtpLimits = { readonly [K in keyof typeof OTP_LIMITS]: number };
export type OtpChannel = 'email' | 'sms';

export const OTP_KNOBS: { readonly [K in keyof OtpLimits]: Knob<number> } = {
  validSeconds: intKnob('OTP_VALID_SECONDS', OTP_LIMITS.validSeconds, 'how long a one-time code (email or SMS) is valid after it is sent', 30),
  resendSeconds: intKnob('OTP_RESEND_SECONDS', OTP_LIMITS.resendSeconds, 'how long after a code another may be sent to the same number and channel', 1),
  sendsPerHour: intKnob('OTP_SENDS_PER_HOUR', OTP_LIMITS.sendsPerHour, 'codes one number may be sent per channel in an hour, whichever visit asks', 1),
  attempts: intKnob('OTP_ATTEMPTS', OTP_LIMITS.attempts, 'codes that may be typed for one sent code before it is refused (429)', 1),
  factSeconds: intKnob('OTP_FACT_SECONDS', OTP_LIMITS.factSeconds, "how long a verified code's fact (otp.email:<msisdn>) holds in the visit's session", 60),
};

/** The limits as configured (each knob read and checked at start). */
export const configuredLimits = (knob: <T>(k: Knob<T>) => T): OtpLimits => ({
  validSeconds: knob(OTP_KNOBS.validSeconds),
  resendSeconds: knob(OTP_KNOBS.resendSeconds),
  sendsPerHour: knob(OTP_KNOBS.sendsPerHour),
  attempts: knob(OTP_KNOBS.attempts),
  factSeconds: knob(OTP_KNOBS.factSeconds),
});
