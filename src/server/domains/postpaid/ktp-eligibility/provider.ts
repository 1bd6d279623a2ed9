/** The operator's own view of a KTP (NIK): may it take a postpaid subscription? */
export type KtpEligibility =
  | { ok: true }
  /** `code` is the catalogue code the customer sees (44041, 40050, 40051, 40052, 40053). */
  | { ok: false; code: number; reason: 'not_eligible' | 'invalid' | 'blocked_unpaid_bill' | 'cannot_be_used' | 'usage_limit' };

/** The subscriber system's KTP check. Called outside database transactions; may throw when the system is down. */
export interface KtpEligibilityProvider {
  readonly name: string;
  check(nik: string): Promise<KtpEligibility>;
}
