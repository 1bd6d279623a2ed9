// The postpaid identity checks: POST /api/order/post/valid/nik (3 orders per KTP, the subscriber
// system's refusals) and POST /api/order/dukcapil/valid (the civil registry), and the order's own
// atomic claim of a KTP slot.
import { describe, expect, it } from 'vitest';
import type { CreateOrderResponse, NikCheckResponse } from '../../src/contracts';
import { buildApp } from '../../src/server/app';
import { SANDBOX_NIK_SUFFIX } from '../../src/server/domains/postpaid/civil-registry/sandbox';
import { SANDBOX_KTP_SUFFIX } from '../../src/server/domains/postpaid/ktp-eligibility/sandbox';
import { seedAreas, testConfig, TEST_SITE, useTestApp, type Envelope } from './harness';
import { ktpFor } from './document-upload';
import { orderBody, shopClient } from './shop-client';

const t = useTestApp(300, { prepare: async (db) => { await seedAreas(db); } });
const { postJson, freeNumber } = shopClient(() => t.h);

/** Jakarta Pusat (31.71.01), born 1 January 1990, serial `serial`. */
const nikWith = (serial: string) => `317101010190${serial}`;
const BILLING = {
  email: 'budi@example.com', phone: '081512345678', address: 'Jl. Merdeka 1, Jakarta', province: 'Daerah Khusus Ibukota Jakarta', city: 'Kota Administrasi Jakarta Pusat',
  district: 'Gambir', village: 'Gambir', postalCode: '10110',
};
const identity = (nik: string) => ({ noKtp: nik, namaKtp: 'Budi Santoso', pobKtp: 'Jakarta', dobKtp: '1990-01-01', noKK: '3171010101900099' });

const validNik = (body: unknown) => postJson('/api/order/post/valid/nik', body);
const dukcapil = (body: unknown) => postJson('/api/order/dukcapil/valid', body);
const person = (nik: string, extra: Record<string, unknown> = {}) => ({ nik, kk: '3171010101900099', name: 'Budi Santoso', dob: '1990-01-01', ...extra });

/** A postpaid order of the visit `session`, with the KTP it uploaded first. */
async function postpaidBody(numberId: number, nik: string, session = 'sess-1') {
  return orderBody(numberId, { packageId: 8, identity: identity(nik), billing: BILLING, ...(await ktpFor(t.h, session)) },
    { orderType: 'SIMPOST', journey: 'POSTPAID', sessionId: session });
}

const postpaidOrder = async (nik: string) => postJson('/api/orders', await postpaidBody(await freeNumber(), nik));

describe('POST /api/order/post/valid/nik', () => {
  it('a fresh KTP may place 3 orders', async () => {
    const res = await validNik({ nik: nikWith('1234') });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<NikCheckResponse>()).toEqual({ ok: true, orders_left: 3 });
  });

  it('counts the orders placed; the 4th order and the check after 3 are 40016 (Order Again)', async () => {
    const nik = nikWith('2345');
    for (let i = 0; i < 3; i++) {
      const res = await postpaidOrder(nik);
      expect(res.statusCode, res.body).toBe(200);
      if (i < 2) expect((await validNik({ nik })).json<NikCheckResponse>().orders_left).toBe(2 - i);
    }
    const check = await validNik({ nik });
    expect(check.statusCode).toBe(409);
    expect(check.json<Envelope>()).toMatchObject({ code: 40016, message: 'You have already ordered 3 times with the same KTP.' });
    const fourth = await postpaidOrder(nik);
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json<Envelope>().code).toBe(40016);
  });

  it('a refused 4th order leaves its number free (the reservation rolls back with the claim)', async () => {
    const nik = nikWith('3456');
    for (let i = 0; i < 3; i++) expect((await postpaidOrder(nik)).statusCode).toBe(200);
    const numberId = await freeNumber();
    expect((await postJson('/api/orders', await postpaidBody(numberId, nik))).statusCode).toBe(409);
    const [row] = await t.tdb.db.query<{ order_code: string | null }>('SELECT order_code FROM numbers WHERE id = $1', [numberId]);
    expect(row?.order_code ?? null).toBeNull();
  });

  it('parallel orders with one KTP never pass 3', async () => {
    const nik = nikWith('4567');
    const numbers: number[] = [];
    for (let i = 0; i < 8; i++) numbers.push(await freeNumber());
    // Their documents one after the other (one address has at most 4 uploads in flight); the orders at once.
    const bodies = [];
    for (const n of numbers) bodies.push(await postpaidBody(n, nik, `s-${n}`));
    const answers = await Promise.all(bodies.map((body) => postJson('/api/orders', body)));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 409, 409, 409, 409, 409]);
    for (const a of answers.filter((x) => x.statusCode === 409)) expect(a.json<Envelope>().code).toBe(40016);
    const codes = answers.filter((x) => x.statusCode === 200).map((x) => x.json<CreateOrderResponse>().order_code);
    const [count] = await t.tdb.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM orders WHERE payload->'identity'->>'noKtp' = $1`, [nik]);
    expect(count?.n).toBe(3);
    expect(new Set(codes).size).toBe(3);
  });

  it('a prepaid order does not use a KTP slot', async () => {
    const res = await postJson('/api/orders', orderBody(await freeNumber()));
    expect(res.statusCode).toBe(200);
    const [row] = await t.tdb.db.query<{ n: number }>('SELECT count(*)::int AS n FROM ktp_usage WHERE orders > 3');
    expect(row?.n).toBe(0);
  });

  it.each([
    ['not eligible for postpaid', SANDBOX_KTP_SUFFIX.notEligible, 403, 44041, 'This NIK is not eligible for postpaid.'],
    ['invalid (subscriber system)', SANDBOX_KTP_SUFFIX.invalid, 400, 40050, 'Please use a valid, clear KTP.'],
    ['blocked for an unpaid bill', SANDBOX_KTP_SUFFIX.blocked, 403, 40051, 'Your KTP is blocked because of an unpaid bill. Please visit an outlet.'],
    ['cannot be used', SANDBOX_KTP_SUFFIX.cannotBeUsed, 403, 40052, 'This KTP cannot be used.'],
    ['usage limit reached', SANDBOX_KTP_SUFFIX.usageLimit, 403, 40053, 'This KTP has reached its usage limit.'],
  ])('a KTP %s is refused with its catalogue code', async (_name, suffix, status, code, message) => {
    const res = await validNik({ nik: nikWith(suffix) });
    expect(res.statusCode).toBe(status);
    expect(res.json<Envelope>()).toMatchObject({ code, message });
  });

  it.each([
    ['an impossible birth date', '3171013213900001', 'birth-date digits (7-12, DDMMYY'],
    ['an impossible month', '3171010113900001', 'birth-date digits (7-12, DDMMYY'],
    ['31 February', '3171013102900001', 'birth-date digits (7-12, DDMMYY'],
    ['serial 0000', '3171010101900000', 'serial (digits 13-16) is 0000'],
    ['an unknown province', '9971010101901234', 'region code (digits 1-6)'],
    ['regency 00', '3100010101901234', 'region code (digits 1-6)'],
  ])('a NIK with %s is 40050, its message naming the part', async (_name, nik, part) => {
    const res = await validNik({ nik });
    expect(res.statusCode).toBe(400);
    expect(res.json<Envelope>()).toMatchObject({ code: 40050, errors: { field: '/body/nik' } });
    expect(res.json<Envelope>().message).toContain(part);
  });

  it('a woman\'s NIK (day + 40) is well formed', async () => {
    expect((await validNik({ nik: '3171014101901234' })).statusCode).toBe(200);
  });

  it.each([
    ['15 digits', { nik: '317101010190123' }],
    ['17 digits', { nik: '31710101019012345' }],
    ['letters', { nik: '31710101019012a4' }],
    ['a number', { nik: 3171010101901234 }],
    ['no NIK', {}],
    ['U+0000', { nik: '317101010190123\u0000' }],
    ['an array', [1, 2]],
  ])('%s is a 400 with a code', async (_name, body) => {
    const res = await validNik(body);
    expect(res.statusCode).toBe(400);
    expect(res.json<Envelope>().code).toBe(400);
  });
});

describe('POST /api/order/dukcapil/valid', () => {
  it('a matching identity is ok', async () => {
    const res = await dukcapil(person(nikWith('9999')));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true });
  });

  it.each([
    ['not in the registry', SANDBOX_NIK_SUFFIX.notFound, 40081, 'Your NIK or KK number is not in our system.'],
    ['a NIK mismatch', SANDBOX_NIK_SUFFIX.nikMismatch, 40086, 'Your NIK does not match the civil registry data.'],
    ['a data mismatch (CHECK DATA)', SANDBOX_NIK_SUFFIX.dataMismatch, 40056, 'Your data does not match the civil registry (Dukcapil).'],
    ['a failed verification', SANDBOX_NIK_SUFFIX.verificationFailed, 40085, 'Identity verification failed.'],
    ['a number identity mismatch', SANDBOX_NIK_SUFFIX.numberIdentityMismatch, 40097, 'The number\'s identity does not match your ID number.'],
  ])('%s is refused with its catalogue code', async (_name, suffix, code, message) => {
    const res = await dukcapil(person(nikWith(suffix), { msisdn: '081512345678' }));
    expect(res.statusCode).toBe(422);
    expect(res.json<Envelope>()).toMatchObject({ code, message });
  });

  it('an unreachable registry is 40085, not a 500', async () => {
    const { makeApp } = await import('./harness');
    const down = await makeApp(t.tdb.db, {}, new Date(), {
      civilRegistry: { name: 'down', verify: () => Promise.reject(new Error('timeout')) },
    });
    try {
      const res = await down.app.inject({ method: 'POST', url: '/api/order/dukcapil/valid', payload: person(nikWith('9999')) });
      expect(res.statusCode).toBe(503);
      expect(res.json<Envelope>().code).toBe(40085);
    } finally {
      await down.app.close();
    }
  });

  it.each([
    ['a short NIK', person('317101010190123')],
    ['a short KK', person(nikWith('9999'), { kk: '317101' })],
    ['digits in the name', person(nikWith('9999'), { name: 'Budi 2' })],
    ['a long name', person(nikWith('9999'), { name: 'B'.repeat(51) })],
    ['an apostrophe in the name (A25: alphabet only)', person(nikWith('9999'), { name: "Budi O'Neil" })],
    ['an impossible date', person(nikWith('9999'), { dob: '1990-13-01' })],
    ['a non-mobile msisdn', person(nikWith('9999'), { msisdn: '0215551234' })],
    ['no KK', { nik: nikWith('9999'), name: 'Budi', dob: '1990-01-01' }],
    ['U+0000 in the name', person(nikWith('9999'), { name: 'Budi\u0000' })],
  ])('%s is a 400 with a code', async (_name, body) => {
    const res = await dukcapil(body);
    expect(res.statusCode).toBe(400);
    expect(res.json<Envelope>().code).toBe(400);
  });
});

describe('the birth date (both the civil registry check and the order)', () => {
  it.each([
    ['a day that does not exist', { dob: '1990-02-31' }, 400, 400, '/body/dob'],
    ['a day in the future', { dob: '2090-01-01' }, 400, 400, '/body/dob'],
    ['another day than the NIK\'s own', { dob: '1990-01-02' }, 422, 40086, '/body/nik'],
  ])('the civil registry check refuses %s', async (_name, extra, status, code, field) => {
    const res = await dukcapil(person(nikWith('9999'), extra));
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json<Envelope>()).toMatchObject({ code, errors: { field } });
  });

  it('a woman\'s NIK (day + 40) agrees with her birth date', async () => {
    expect((await dukcapil(person('3171014101901234'))).statusCode).toBe(200);
  });
});

describe('POST /api/orders checks the identity itself (the pages\' checks are a convenience)', () => {
  const refusedOrder = async (nik: string, extra: Record<string, unknown> = {}) => {
    const numberId = await freeNumber();
    const body = orderBody(numberId, { packageId: 8, identity: { ...identity(nik), ...extra }, billing: BILLING, ...(await ktpFor(t.h, `refused-${nik}`)) },
      { orderType: 'SIMPOST', journey: 'POSTPAID', sessionId: `refused-${nik}` });
    const res = await postJson('/api/orders', body);
    // Nothing is kept: the number stays free, no order and no KTP slot is taken.
    const [row] = await t.tdb.db.query<{ order_code: string | null }>('SELECT order_code FROM numbers WHERE id = $1', [numberId]);
    expect(row?.order_code ?? null).toBeNull();
    const [slots] = await t.tdb.db.query<{ n: number }>('SELECT count(*)::int AS n FROM ktp_usage WHERE nik = $1', [nik]);
    expect(slots?.n).toBe(0);
    return res;
  };

  it.each([
    ['malformed (no such date)', '0000000000000000', {}, 400, 40050, '/payload/identity/noKtp'],
    ['of an unknown province', '9971010101901234', {}, 400, 40050, '/payload/identity/noKtp'],
    ['not eligible for postpaid', nikWith(SANDBOX_KTP_SUFFIX.notEligible), {}, 403, 44041, '/payload/identity/noKtp'],
    ['blocked for an unpaid bill', nikWith(SANDBOX_KTP_SUFFIX.blocked), {}, 403, 40051, '/payload/identity/noKtp'],
    ['that cannot be used', nikWith(SANDBOX_KTP_SUFFIX.cannotBeUsed), {}, 403, 40052, '/payload/identity/noKtp'],
    ['at its usage limit', nikWith(SANDBOX_KTP_SUFFIX.usageLimit), {}, 403, 40053, '/payload/identity/noKtp'],
    ['not in the civil registry', nikWith(SANDBOX_NIK_SUFFIX.notFound), {}, 422, 40081, undefined],
    ['whose date is not the birth date given', nikWith('7777'), { dobKtp: '1991-01-01' }, 422, 40086, '/payload/identity/noKtp'],
    ['with a birth date that does not exist', '3171011702907777', { dobKtp: '1990-02-31' }, 400, 400, '/payload/identity/dobKtp'],
    ['whose own birth-date digits are not a date', '3171013102907777', { dobKtp: '1990-02-28' }, 400, 40050, '/payload/identity/noKtp'],
  ])('a KTP %s is refused, and nothing is kept', async (_name, nik, extra, status, code, field) => {
    const res = await refusedOrder(nik, extra);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json<Envelope>()).toMatchObject({ code, ...(field ? { errors: { field } } : {}) });
  });

  it.each([
    ['a billing phone of another operator', { billing: { ...BILLING, phone: '081234567890' } }, '/payload/billing/phone'],
    ['a billing period the page does not offer', { billingPeriod: 7 }, '/payload/billingPeriod'],
  ])('%s is a 400 naming it', async (_name, extra, field) => {
    const numberId = await freeNumber();
    const res = await postJson('/api/orders', orderBody(numberId, { packageId: 8, identity: identity(nikWith('8888')), billing: BILLING, ...(await ktpFor(t.h, 'period')), ...extra },
      { orderType: 'SIMPOST', journey: 'POSTPAID', sessionId: 'period' }));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<Envelope>().errors?.field).toBe(field);
  });
});

describe('POST /api/orders checks the billing area itself (the area cascade is a convenience)', () => {
  const order = async (billing: Record<string, unknown>, session: string) => {
    const numberId = await freeNumber();
    const res = await postJson('/api/orders', orderBody(numberId, { packageId: 8, identity: identity(nikWith('6161')), billing, ...(await ktpFor(t.h, session)) },
      { orderType: 'SIMPOST', journey: 'POSTPAID', sessionId: session }));
    const [row] = await t.tdb.db.query<{ order_code: string | null }>('SELECT order_code FROM numbers WHERE id = $1', [numberId]);
    return { res, reserved: row?.order_code ?? null };
  };

  it.each([
    ['a postal code of another village', { postalCode: '10310' }, '/payload/billing/postalCode'],
    ['a village of another district', { village: 'Menteng' }, '/payload/billing/village'],
    ['a district of another city', { district: 'Kebayoran Baru' }, '/payload/billing/district'],
    ['a city of another province', { city: 'Kota Bandung' }, '/payload/billing/city'],
    ['a province that does not exist', { province: 'Atlantis' }, '/payload/billing/province'],
  ])('%s is a 400 naming it, and nothing is kept', async (_name, change, field) => {
    const { res, reserved } = await order({ ...BILLING, ...change }, `area-${field}`);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<Envelope>().errors?.field).toBe(field);
    expect(reserved).toBeNull();
  });

  it('names as the area lists give them, in any case, with the village\'s postal code, are ordered', async () => {
    const menteng = { province: 'daerah khusus ibukota jakarta', city: 'KOTA ADMINISTRASI JAKARTA PUSAT', district: 'Menteng', village: 'Menteng', postalCode: '10310' };
    const { res } = await order({ ...BILLING, ...menteng }, 'area-menteng');
    expect(res.statusCode, res.body).toBe(200);
  });

  it('a village anywhere in Indonesia is held to its own postal code (issue 32: Jakarta\'s 10110 for a village of Aceh Barat)', async () => {
    const acehBarat = { province: 'Aceh', city: 'Kabupaten Aceh Barat', district: 'Johan Pahlawan', village: 'Suak Indrapuri' };
    const refused = await order({ ...BILLING, ...acehBarat, postalCode: '10110' }, 'area-aceh-jakarta');
    expect(refused.res.statusCode, refused.res.body).toBe(400);
    expect(refused.res.json<Envelope>().errors?.field).toBe('/payload/billing/postalCode');
    expect(refused.reserved).toBeNull();
    const accepted = await order({ ...BILLING, ...acehBarat, postalCode: '23611' }, 'area-aceh');
    expect(accepted.res.statusCode, accepted.res.body).toBe(200);
  });
});

describe('personal data in the log', () => {
  it('neither the NIK, the KK nor the name reaches the log, whatever the answer', async () => {
    const lines: string[] = [];
    const app = await buildApp({
      db: t.tdb.db, config: testConfig(), site: async () => TEST_SITE, logSink: { write: (l) => void lines.push(l) },
      domainProviders: { civilRegistry: { name: 'down', verify: () => Promise.reject(new Error('registry timeout')) } },
    });
    await app.ready();
    const send = (url: string, body: unknown) => app.inject({ method: 'POST', url, payload: body as Record<string, unknown> });
    try {
      const nik = nikWith('5678');
      expect((await send('/api/order/post/valid/nik', { nik })).statusCode).toBe(200);
      expect((await send('/api/order/post/valid/nik', { nik: nikWith(SANDBOX_KTP_SUFFIX.blocked) })).statusCode).toBe(403);
      expect((await send('/api/order/post/valid/nik', { nik: `${nik}9` })).statusCode).toBe(400);
      expect((await send('/api/order/dukcapil/valid', person(nik, { name: 'Siti Rahayu' }))).statusCode).toBe(503);
      expect((await send('/api/order/dukcapil/valid', person(nik, { name: 'Siti Rahayu', dob: '1990-02-30x' }))).statusCode).toBe(400);
    } finally {
      await app.close();
    }
    const log = lines.join('');
    expect(log.length).toBeGreaterThan(0);
    for (const personal of [nikWith('5678'), nikWith(SANDBOX_KTP_SUFFIX.blocked), '3171010101900099', 'Siti Rahayu']) expect(log).not.toContain(personal);
  });
});
