// The customer's identity on an order (order-reference kinds, orders/reference-kind.ts): the NIK,
// checked as postpaid.validNik checks it and claiming one of the KTP's order slots; with the KK
// number, name and birth date, the identity the civil registry verifies (postpaid.dukcapil). The
// pages' own checks are a convenience: the order is checked again here.
import type { ReferenceKind } from '../orders/reference-kind';
import { claimKtpSlot } from './ktp-slots';
import { assertIdentityOnRecord, assertNikMayOrder } from './service';

const digits16 = (raw: unknown): string | undefined => (typeof raw === 'string' && /^[0-9]{16}$/.test(raw) ? raw : undefined);

export const kkReference: ReferenceKind<string> = { name: 'kk', what: 'a KK number of 16 digits', parse: digits16 };

export const nameReference: ReferenceKind<string> = {
  name: 'name',
  what: 'a name',
  parse: (raw) => (typeof raw === 'string' && raw.trim() !== '' && raw.length <= 100 ? raw.trim() : undefined),
};

export const birthDateReference: ReferenceKind<string> = {
  name: 'birthDate',
  what: 'a date (YYYY-MM-DD)',
  parse: (raw) => (typeof raw === 'string' && /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/.test(raw) ? raw : undefined),
};

export const nikReference: ReferenceKind<string> = {
  name: 'nik',
  what: 'a NIK of 16 digits',
  parse: digits16,
  async check(ctx, nik, c) {
    await assertNikMayOrder(ctx, nik, c.at('nik'));
    const [kk, name, dob] = [c.valueOf(kkReference), c.valueOf(nameReference), c.valueOf(birthDateReference)];
    if (kk === undefined || name === undefined || dob === undefined) return;
    await assertIdentityOnRecord(ctx, { nik, kk, name, dob }, { nik: c.at('nik'), dob: c.at('birthDate') });
  },
  // Atomic in the order's transaction (ktp-slots.ts): no race passes the published limit.
  claim: async (ctx, q, nik) => claimKtpSlot(q, nik, (await ctx.site()).constants.maxOrdersPerKtp),
};

export const identityReferences = [nikReference, kkReference, nameReference, birthDateReference] as const;
