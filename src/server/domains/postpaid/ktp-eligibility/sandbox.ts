import type { KtpEligibility, KtpEligibilityProvider } from './provider';
import { PostpaidError } from '../errors';
import { DocumentError } from '../../documents/errors';

/**
 * Documented test NIKs (by their last four digits), so every refusal can be reached on purpose;
 * any other NIK is eligible. They do not clash with the civil-registry sandbox's (0001-0003, 0085, 0097).
 */
export const SANDBOX_KTP_SUFFIX = {
  notEligible: '4041', invalid: '0050', blocked: '0051', cannotBeUsed: '0052', usageLimit: '0053',
} as const;

const REFUSALS: ReadonlyArray<[suffix: string, refusal: KtpEligibility]> = [
  [SANDBOX_KTP_SUFFIX.notEligible, { ok: false, code: PostpaidError.NikNotEligible, reason: 'not_eligible' }],
  [SANDBOX_KTP_SUFFIX.invalid, { ok: false, code: DocumentError.InvalidKtp, reason: 'invalid' }],
  [SANDBOX_KTP_SUFFIX.blocked, { ok: false, code: PostpaidError.KtpBlocked, reason: 'blocked_unpaid_bill' }],
  [SANDBOX_KTP_SUFFIX.cannotBeUsed, { ok: false, code: DocumentError.KtpCannotBeUsed, reason: 'cannot_be_used' }],
  [SANDBOX_KTP_SUFFIX.usageLimit, { ok: false, code: PostpaidError.KtpUsageLimit, reason: 'usage_limit' }],
];

export function sandboxKtpEligibility(): KtpEligibilityProvider {
  return {
    name: 'sandbox',
    async check(nik: string): Promise<KtpEligibility> {
      return REFUSALS.find(([suffix]) => nik.endsWith(suffix))?.[1] ?? { ok: true };
    },
  };
}
