/** The catalogue codes the otp domain answers (spec 8): 40061 the code does not match; 429 the request limit reached. */
export const OtpErrorCode = {
  Mismatch: 40061,
  TooMany: 429,
} as const;
