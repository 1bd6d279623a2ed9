import type { CivilRegistryProvider, IdentityQuery, RegistryVerdict } from './provider';
import { PostpaidError } from '../errors';

/**
 * Documented test NIKs (by their last four digits), so every refusal can be reached on purpose;
 * any other well-formed NIK is a match.
 */
export const SANDBOX_NIK_SUFFIX = {
  notFound: '0001', nikMismatch: '0002', dataMismatch: '0003', verificationFailed: '0085', numberIdentityMismatch: '0097',
} as const;

export function sandboxCivilRegistry(): CivilRegistryProvider {
  return {
    name: 'sandbox',
    async verify(q: IdentityQuery): Promise<RegistryVerdict> {
      if (q.nik.endsWith(SANDBOX_NIK_SUFFIX.notFound)) return { ok: false, code: PostpaidError.NikOrKkNotFound, reason: 'not_found' };
      if (q.nik.endsWith(SANDBOX_NIK_SUFFIX.nikMismatch)) return { ok: false, code: PostpaidError.NikMismatch, reason: 'nik_mismatch' };
      if (q.nik.endsWith(SANDBOX_NIK_SUFFIX.dataMismatch)) return { ok: false, code: PostpaidError.RegistryMismatch, reason: 'data_mismatch' };
      if (q.nik.endsWith(SANDBOX_NIK_SUFFIX.verificationFailed)) return { ok: false, code: PostpaidError.IdentityVerificationFailed, reason: 'verification_failed' };
      if (q.nik.endsWith(SANDBOX_NIK_SUFFIX.numberIdentityMismatch)) {
        return { ok: false, code: PostpaidError.NumberIdentityMismatch, reason: 'number_identity_mismatch' };
      }
      return { ok: true };
    },
  };
}
