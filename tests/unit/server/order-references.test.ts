// Order references are read through the kinds their domains register (src/server/domains/orders/
// references.ts): the orders core parses, checks and prices whatever kinds an order type names, and
// refuses a type naming a ref no domain handles. A new kind needs nothing but its own module.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ShopContext } from '../../../src/server/context';
import { DomainError } from '../../../src/server/errors';
import type { OrderTypeDefinition } from '../../../src/server/domains/orders/order-types';
import type { ReferenceKind } from '../../../src/server/domains/orders/reference-kind';
import { registerOrderReferences, resolveReferences } from '../../../src/server/domains/orders/references';
import { mergeParts } from '../../../src/server/domains/orders/service';
import orderTypes from '../../../flows/orderTypes.json';
import { validateOne } from '../../../src/definitions/validate';

const root = resolve(import.meta.dirname, '../../..');

/** Only its identity is used: the registry is one per app context. */
const newApp = (): ShopContext => ({}) as ShopContext;

const otpSession: ReferenceKind<string> = {
  name: 'otpSession', what: 'an OTP session id', parse: (raw) => (typeof raw === 'string' && /^[a-z0-9]{8}$/.test(raw) ? raw : undefined),
};
const type = (refs: Record<string, string>): OrderTypeDefinition =>
  ({ code: 'TEST', label: { id: 't', en: 't' }, productType: 'prepaid', deposit: 'none', refs: { email: '/email', ...refs }, payload: {} }) as OrderTypeDefinition;

describe('order reference kinds', () => {
  it('a kind registered by its domain is parsed from the pointer its type names; a malformed value is 400 there', () => {
    const ctx = newApp();
    registerOrderReferences(ctx, otpSession);
    const r = resolveReferences(ctx, type({ otpSession: '/otp/session' }), { email: ' a@b.id ', otp: { session: 'abcd1234' } });
    expect(r.email).toBe('a@b.id');
    expect(r.refs.map((x) => [x.kind.name, x.value])).toEqual([['otpSession', 'abcd1234']]);
    expect(r.context.valueOf(otpSession)).toBe('abcd1234');
    expect(r.context.at('otpSession')).toBe('/payload/otp/session');
    expect(resolveReferences(ctx, type({ otpSession: '/otp/session' }), { email: 'a@b.id' }).refs).toEqual([]);
    expect(() => resolveReferences(ctx, type({ otpSession: '/otp/session' }), { email: 'a@b.id', otp: { session: 'X' } }))
      .toThrow(expect.objectContaining({ field: '/payload/otp/session', message: '/payload/otp/session must be an OTP session id' }) as Error);
  });

  it('an order type naming a ref no domain registered takes no orders; a kind is registered once', () => {
    const ctx = newApp();
    let err: unknown;
    try { resolveReferences(ctx, type({ otpSession: '/otp' }), { email: 'a@b.id', otp: 'abcd1234' }); } catch (e) { err = e; }
    expect(err).toBeInstanceOf(DomainError);
    expect((err as DomainError).message).toContain('no domain handles its ref "otpSession"');
    registerOrderReferences(ctx, otpSession);
    expect(() => registerOrderReferences(ctx, otpSession)).toThrow('registered twice');
  });

  it('the order types\' schema takes a ref of a kind it does not document (a new kind needs no schema change), still a pointer', () => {
    const withRef = (refs: Record<string, unknown>) => ({
      version: 1,
      orderTypes: { OTPTEST: { label: { id: 'x', en: 'x' }, productType: 'prepaid', deposit: 'none', refs: { email: '/email', ...refs },
        payload: { type: 'object', additionalProperties: false, properties: { email: { type: 'string', maxLength: 254 }, otp: { type: 'string', maxLength: 40 } } } } },
    });
    expect(validateOne('orderTypes', 'orderTypes', withRef({ otpSession: '/otp' }))).toEqual([]);
    expect(validateOne('orderTypes', 'orderTypes', withRef({ otpSession: 'otp' }))).not.toEqual([]);
    expect(validateOne('orderTypes', 'orderTypes', withRef({ 'otp-session': '/otp' }))).not.toEqual([]);
  });

  it('parts add their prices; each column is the part\'s that sets it', () => {
    expect(mergeParts([{ packageId: 8, packagePrice: 100, price: 100 }, { numberId: 3, msisdn: '0811', price: 25 }, { shippingFee: 0, price: 0 }]))
      .toEqual({ packageId: 8, packagePrice: 100, numberId: 3, msisdn: '0811', shippingFee: 0, price: 125 });
  });

  it('every ref the published order types name is a kind one domain (not orders) registers', () => {
    const domains = join(root, 'src/server/domains');
    const registered = new Map<string, string>();
    for (const domain of readdirSync(domains)) {
      let text: string;
      try { text = readFileSync(join(domains, domain, 'order-references.ts'), 'utf8'); } catch { continue; }
      for (const m of text.matchAll(/[{\s]name: '([A-Za-z]+)'/g)) registered.set(m[1] ?? '', domain);
    }
    const named = new Set(Object.values(orderTypes.orderTypes).flatMap((t) => Object.keys(t.refs)).filter((n) => n !== 'email'));
    for (const name of named) expect(registered.get(name), name).toBeDefined();
    expect([...registered.values()]).not.toContain('orders');
  });

  it('the orders core names no other domain', () => {
    const core = ['service.ts', 'references.ts', 'reference-kind.ts', 'own-order.ts', 'payable-book.ts', 'payment-outcomes.ts'];
    for (const file of core) {
      const text = readFileSync(join(root, 'src/server/domains/orders', file), 'utf8');
      expect([...text.matchAll(/from '\.\.\/([a-z-]+)\//g)].map((m) => m[1]), file).toEqual([]);
    }
  });
});
