// How far a one-time code goes: what makes guessing one or flooding a number with them useless.
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
