import type { DukcapilCheckBody, NikCheckResponse } from '../../../contracts';
import type { ShopContext } from '../../context';
import type { RegistryVerdict } from './civil-registry/provider';
import { civilRegistryProvider } from './civil-registry/slot';
import { ktpEligibilityProvider } from './ktp-eligibility/slot';
import { badRequest, DomainError } from '../../errors';
import { provinces } from '../areas/service';
import { ktpLimitReached, ordersOfKtp } from './ktp-slots';
import { nikBornOn, nikParts, nikProblem, type NikProblem } from '../../../definitions/nik';
import { DocumentError } from '../documents/errors';
import { PostpaidError } from './errors';

/** The catalogue's English texts (flows/errors.json) of the refusals answered here; the browser shows its own language by code. */
const TEXTS: Readonly<Record<number, string>> = {
  [DocumentError.InvalidKtp]: 'Please use a valid, clear KTP.',
  [PostpaidError.KtpBlocked]: 'Your KTP is blocked because of an unpaid bill. Please visit an outlet.',
  [DocumentError.KtpCannotBeUsed]: 'This KTP cannot be used.',
  [PostpaidError.KtpUsageLimit]: 'This KTP has reached its usage limit.',
  [PostpaidError.NikNotEligible]: 'This NIK is not eligible for postpaid.',
  [PostpaidError.RegistryMismatch]: 'Your data does not match the civil registry (Dukcapil).',
  [PostpaidError.NikOrKkNotFound]: 'Your NIK or KK number is not in our system.',
  [PostpaidError.IdentityVerificationFailed]: 'Identity verification failed.',
  [PostpaidError.NikMismatch]: 'Your NIK does not match the civil registry data.',
  [PostpaidError.NumberIdentityMismatch]: 'The number\'s identity does not match your ID number.',
};

const refused = (code: number, status: number, field?: string) => new DomainError(code, status, TEXTS[code] ?? 'Refused', field);

/** What a refused NIK's part is, in the refusal's message (the form tells the customer in their language). */
const NIK_PARTS: Readonly<Record<NikProblem | 'province', string>> = {
  nikRegion: 'its region code (digits 1-6) is not an area of Indonesia',
  province: 'its province code (digits 1-2) is not a province the shop knows',
  nikBirthDate: 'its birth-date digits (7-12, DDMMYY, a woman\'s day + 40) are not a date',
  nikSerial: 'its serial (digits 13-16) is 0000',
};

/** 40050 unless each part of the NIK can be (nik.ts) and its province exists (when the areas are loaded); the message names the part. */
async function assertWellFormedNik(ctx: ShopContext, nik: string, field: string): Promise<void> {
  const problem = nikProblem(nik);
  const parts = nikParts(nik);
  const known = (await provinces(ctx)).areas;
  const part = problem ?? (!parts ? 'nikRegion' : known.length > 0 && !known.some((p) => p.code === parts.provinceCode) ? 'province' : null);
  if (part) throw new DomainError(DocumentError.InvalidKtp, 400, `${TEXTS[DocumentError.InvalidKtp] ?? ''} The NIK's ${NIK_PARTS[part]}.`, field);
}

/**
 * The KTP may order postpaid: its structure (40050), then the subscriber system (44041, 40050-40053).
 * Asked by the browser (validNik) and again by the order itself: a page's check is a convenience.
 */
export async function assertNikMayOrder(ctx: ShopContext, nik: string, field: string): Promise<void> {
  await assertWellFormedNik(ctx, nik, field);
  const verdict = await ctx.parts.provider(ktpEligibilityProvider).check(nik);
  if (!verdict.ok) throw refused(verdict.code, verdict.code === DocumentError.InvalidKtp ? 400 : 403, field);
}

/**
 * postpaid.validNik: may this KTP order postpaid? assertNikMayOrder, then the shop's own limit of
 * orders per KTP (the site's maxOrdersPerKtp; 40016). Advisory only: the order itself claims its slot atomically (ktp-slots.ts), so a
 * race between check and order cannot pass the limit.
 */
export async function validNik(ctx: ShopContext, nik: string): Promise<NikCheckResponse> {
  await assertNikMayOrder(ctx, nik, '/body/nik');
  const [used, { constants }] = await Promise.all([ordersOfKtp(ctx.db, nik), ctx.site()]);
  if (used >= constants.maxOrdersPerKtp) throw ktpLimitReached(constants.maxOrdersPerKtp);
  return { ok: true, orders_left: constants.maxOrdersPerKtp - used };
}

/** An identity the civil registry is asked about, and the pointers its refusals name. */
export interface IdentityClaim { nik: string; kk: string; name: string; dob: string; msisdn?: string }
export interface IdentityFields { nik: string; dob: string }

/**
 * The identity as the civil registry knows it: first what the shop can tell itself, a birth date
 * that is a real day in the past (400) and that the NIK's own date part agrees with (DDMMYY, day + 40
 * for women: else 40086); then the registry (an unreachable one is 40085, try again later).
 */
export async function assertIdentityOnRecord(ctx: ShopContext, claim: IdentityClaim, fields: IdentityFields): Promise<void> {
  const born = new Date(`${claim.dob}T00:00:00Z`);
  if (Number.isNaN(born.getTime()) || born.toISOString().slice(0, 10) !== claim.dob || born.getTime() > ctx.now().getTime()) {
    throw badRequest('The date of birth must be a real day in the past', fields.dob);
  }
  if (nikBornOn(claim.nik, claim.dob) !== true) throw refused(PostpaidError.NikMismatch, 422, fields.nik);
  let verdict: RegistryVerdict;
  try {
    verdict = await ctx.parts.provider(civilRegistryProvider).verify({
      nik: claim.nik, kk: claim.kk, name: claim.name, dateOfBirth: claim.dob, ...(claim.msisdn ? { msisdn: claim.msisdn } : {}),
    });
  } catch {
    // Deliberately not logged with the request: the query carries personal data.
    throw refused(PostpaidError.IdentityVerificationFailed, 503);
  }
  if (!verdict.ok) throw refused(verdict.code, 422);
}

/** postpaid.dukcapil: the identity as the civil registry knows it (assertIdentityOnRecord). */
export async function dukcapilValid(ctx: ShopContext, body: DukcapilCheckBody): Promise<{ ok: true }> {
  await assertIdentityOnRecord(ctx, body, { nik: '/body/nik', dob: '/body/dob' });
  return { ok: true };
}
