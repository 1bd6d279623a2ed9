import { readFileSync, existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { encryptOrderCode, newOrderCode } from '../../src/server/domains/orders/order-code';
import { isSameDay, localDateStamp } from '../../src/server/domains/orders/same-day';
import { parseSite } from '../../src/server/content/site-definition';
import { applySlaRule } from '../../src/server/domains/logistics/sla';
import { sign, verifySignature } from '../../src/server/domains/payments/providers/signature';
import { normaliseRegularQuery, normaliseVanitySearch } from '../../src/server/domains/numbers/service';
import { TtlCache } from '../../src/server/cache';
import { ENV_VARS, loadConfig } from '../../src/server/config';
import { domainKnobs } from '../../src/server/domain-parts';
import { DOMAINS } from '../../src/server/domains/registry';

describe('SLA rule (spec §4, A19)', () => {
  it('lowers the lower end by one when both ends are equal', () => {
    expect(applySlaRule('1-1')).toBe('0-1');
    expect(applySlaRule('3-3')).toBe('2-3');
  });
  it('never goes below 0', () => {
    expect(applySlaRule('0-0')).toBe('0-0');
  });
  it('leaves proper ranges and non-ranges alone', () => {
    expect(applySlaRule('1-6')).toBe('1-6');
    expect(applySlaRule(' 2 - 4 ')).toBe('2-4');
    expect(applySlaRule('same day')).toBe('same day');
  });
});

describe('same-day cut-off 11:59 Asia/Jakarta (A18)', () => {
  // Jakarta is UTC+7 all year: 11:58:59 WIB = 04:58:59Z.
  it('is same day before 11:59:00', () => {
    expect(isSameDay(new Date('2026-11-21T04:58:59Z'))).toBe(true);
    expect(isSameDay(new Date('2026-11-20T17:00:00Z'))).toBe(true); // 00:00 WIB
  });
  it('is next day from 11:59:00 on', () => {
    expect(isSameDay(new Date('2026-11-21T04:59:00Z'))).toBe(false);
    expect(isSameDay(new Date('2026-11-21T05:00:00Z'))).toBe(false);
    expect(isSameDay(new Date('2026-11-21T16:59:59Z'))).toBe(false); // 23:59:59 WIB
  });
  it('uses the shop time zone, not UTC', () => {
    // 10:00 UTC is 17:00 in Jakarta: past the cut-off although it is "morning" nowhere near UTC noon.
    expect(isSameDay(new Date('2026-11-21T10:00:00Z'))).toBe(false);
    expect(localDateStamp(new Date('2026-11-21T18:00:00Z'), 'Asia/Jakarta')).toBe('20261122');
  });
  it('rejects a malformed cut-off', () => {
    expect(() => isSameDay(new Date(), '1159')).toThrow();
  });
});

describe('number search keywords (A2)', () => {
  it('regular: 3-4 digits, longer cut to 4, else 40031', () => {
    expect(normaliseRegularQuery(undefined)).toBeUndefined();
    expect(normaliseRegularQuery('')).toBeUndefined();
    expect(normaliseRegularQuery('123')).toBe('123');
    expect(normaliseRegularQuery('123456')).toBe('1234');
    expect(() => normaliseRegularQuery('12')).toThrow(expect.objectContaining({ code: 40031 }));
    expect(() => normaliseRegularQuery('12a')).toThrow(expect.objectContaining({ code: 40031 }));
  });
  it('vanity: exactly 6 digits, else 40073', () => {
    expect(normaliseVanitySearch('888888')).toBe('888888');
    expect(() => normaliseVanitySearch('88888')).toThrow(expect.objectContaining({ code: 40073 }));
    expect(() => normaliseVanitySearch('8888888')).toThrow(expect.objectContaining({ code: 40073 }));
  });
});

describe('order codes and signatures', () => {
  it('order code = type + Jakarta date + 6 characters', () => {
    expect(newOrderCode('SIMPRE', new Date('2026-11-21T03:00:00Z'), 'Asia/Jakarta')).toMatch(/^SIMPRE20261121[A-Z2-9]{6}$/);
    expect(encryptOrderCode('X', 'k')).toBe(encryptOrderCode('X', 'k'));
    expect(encryptOrderCode('X', 'k')).not.toBe(encryptOrderCode('X', 'other'));
  });
  it('HMAC signature verifies only the exact body with the right secret', () => {
    const body = '{"a":1}';
    const s = sign(body, 'secret');
    expect(verifySignature(body, s, 'secret')).toBe(true);
    expect(verifySignature(body + ' ', s, 'secret')).toBe(false);
    expect(verifySignature(body, s, 'other')).toBe(false);
    expect(verifySignature(body, undefined, 'secret')).toBe(false);
    expect(verifySignature(body, 'zz', 'secret')).toBe(false);
  });
});

describe('site definition and config', () => {
  it('reads payment methods and constants from flows/site.json when present', () => {
    if (!existsSync('flows/site.json')) return;
    const site = parseSite(JSON.parse(readFileSync('flows/site.json', 'utf8')));
    expect(site.constants.securityDeposit).toBe(50000);
    expect(site.constants.sharedBankCode).toBe('987');
    expect(site.paymentMethods.find((m) => m.code === '04')?.kind).toBe('va');
  });
  it('ignores malformed payment methods', () => {
    const site = parseSite({ paymentMethods: [{ code: '05', group: 'VA', kind: 'va' }, { code: 1 }, { code: 'x', group: 'NOPE', kind: 'va' }] });
    expect(site.paymentMethods.map((m) => m.code)).toEqual(['05']);
  });
  it('config has defaults and a documented table', () => {
    const c = loadConfig({});
    expect(c.port).toBe(8080);
    expect(c.host).toBe('127.0.0.1');
    expect(c.rateLimitMax).toBe(300);
    expect(c.publicBaseUrl).toBe('http://127.0.0.1:8080');
    expect(ENV_VARS.map((v) => v.name)).toEqual(expect.arrayContaining(['PORT', 'DATABASE_URL', 'RATE_LIMIT_MAX', 'ORDER_CODE_SECRET', 'VISIT_SECRET']));
    // The domains' variables are theirs (domainKnobs), not the core's table.
    expect(domainKnobs(DOMAINS).map((k) => k.env)).toContain('PAYMENT_WEBHOOK_SECRET');
    expect(() => loadConfig({ PORT: 'abc' })).toThrow();
    expect(() => loadConfig({ DB_SCHEMA: 'bad;name' })).toThrow();
  });
});

describe('TtlCache', () => {
  it('shares one load between concurrent misses, expires, and invalidates', async () => {
    let t = 0;
    let loads = 0;
    const cache = new TtlCache(1000, 10, () => t);
    const load = async () => ++loads;
    expect(await Promise.all([cache.get('k', load), cache.get('k', load)])).toEqual([1, 1]);
    t = 999;
    expect(await cache.get('k', load)).toBe(1);
    t = 1000;
    expect(await cache.get('k', load)).toBe(2);
    cache.invalidate();
    expect(await cache.get('k', load)).toBe(3);
  });
  it('does not keep failed loads, and ttl 0 disables caching', async () => {
    const cache = new TtlCache(1000);
    await expect(cache.get('k', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('k', async () => 'ok')).toBe('ok');
    let n = 0;
    const off = new TtlCache(0);
    await off.get('k', async () => ++n);
    expect(await off.get('k', async () => ++n)).toBe(2);
  });
});
