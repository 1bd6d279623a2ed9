/** Catalogue codes of spec §8 of the postpaid domain: what the postpaid identity checks answer (eligibility and civil registry). */
export const PostpaidError = {
  KtpOrderLimit: 40016,
  KtpBlocked: 40051,
  KtpUsageLimit: 40053,
  RegistryMismatch: 40056,
  NikOrKkNotFound: 40081,
  IdentityVerificationFailed: 40085,
  NikMismatch: 40086,
  NumberIdentityMismatch: 40097,
  NikNotEligible: 44041,
} as const;
