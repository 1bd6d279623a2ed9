import type { DukcapilCheckBody, NikCheckResponse } from '../../../contracts';
import type { ShopContext } from '../../context';
import type { RegistryVerdict } from '../../providers/civil-registry/provider';
import { DomainError, ErrorCode } from '../../errors';
import { provinces } from '../areas/service';
import { ktpLimitReached, ORDERS_PER_KTP, ordersOfKtp } from './ktp-slots';
import { nikParts } from './nik';

/** The catalogue's English texts (flows/errors.json) of the refusals answered here; the browser shows its own language by code. */
const TEXTS: Readonly<Record<number, string>> = {
  [ErrorCode.InvalidKtp]: 'Please use a valid, clear KTP.',
  [ErrorCode.KtpBlocked]: 'Your KTP is blocked because of an unpaid bill. Please visit an outlet.',
  [ErrorCode.KtpCannotBeUsed]: 'This KTP cannot be used.',
  [ErrorCode.KtpUsageLimit]: 'This KTP has reached its usage limit.',
  [ErrorCode.NikNotEligible]: 'This NIK is not eligible for postpaid.',
  [ErrorCode.RegistryMismatch]: 'Your data does not match the civil registry (Dukcapil).',
  [ErrorCode.NikOrKkNotFound]: 'Your NIK or KK number is not in our system.',
  [ErrorCode.IdentityVerificationFailed]: 'Identity verification failed.',
  [ErrorCode.NikMismatch]: 'Your NIK does not match the civil registry data.',
  [ErrorCode.NumberIdentityMismatch]: 'The number\'s identity does not match your ID number.',
};

const refused = (code: number, status: number, field?: string) => new DomainError(code, status, TEXTS[code] ?? 'Refused', field);

/** 40050 unless the NIK's date and serial are possible and its province exists (when the areas are loaded). */
async function assertWellFormedNik(ctx: ShopContext, nik: string): Promise<void> {
  const parts = nikParts(nik);
  const known = (await provinces(ctx)).areas;
  if (!parts || (known.length > 0 && !known.some((p) => p.code === parts.provinceCode))) {
    throw refused(ErrorCode.InvalidKtp, 400, '/body/nik');
  }
}

/**
 * postpaid.validNik: may this KTP order postpaid? Its structure (40050), the subscriber system
 * (44041, 40050-40053), then the shop's own limit of 3 orders (40016). Advisory only: the order
 * itself claims its slot atomically (ktp-slots.ts), so a race between check and order cannot pass the limit.
 */
export async function validNik(ctx: ShopContext, nik: string): Promise<NikCheckResponse> {
  await assertWellFormedNik(ctx, nik);
  const verdict = await ctx.providers.ktpEligibility.check(nik);
  if (!verdict.ok) throw refused(verdict.code, verdict.code === ErrorCode.InvalidKtp ? 400 : 403, '/body/nik');
  const used = await ordersOfKtp(ctx.db, nik);
  if (used >= ORDERS_PER_KTP) throw ktpLimitReached();
  return { ok: true, orders_left: ORDERS_PER_KTP - used };
}

/** postpaid.dukcapil: the identity as the civil registry knows it; an unreachable registry is 40085 (try again later). */
export async function dukcapilValid(ctx: ShopContext, body: DukcapilCheckBody): Promise<{ ok: true }> {
  let verdict: RegistryVerdict;
  try {
    verdict = await ctx.providers.civilRegistry.verify({
      nik: body.nik, kk: body.kk, name: body.name, dateOfBirth: body.dob, ...(body.msisdn ? { msisdn: body.msisdn } : {}),
    });
  } catch {
    // Deliberately not logged with the request: the query carries personal data.
    throw refused(ErrorCode.IdentityVerificationFailed, 503);
  }
  if (!verdict.ok) throw refused(verdict.code, 422);
  return { ok: true };
}
