// Postpaid activation after purchase (/activate): lookup and submit, every refusal, the race of two
// submissions, bad input, the tracking events and no personal data in the log.
import { describe, expect, it } from 'vitest';
import type { ActivationLookupResponse, ActivationSubmitResponse, CreateOrderResponse, PaymentResponse } from '../../src/contracts';
import { buildApp } from '../../src/server/app';
import { SANDBOX_ACTIVATION_FAIL_SUFFIX } from '../../src/server/domains/activation/provider/sandbox';
import { seedBillingArea } from './area-fixture';
import { testConfig, TEST_SITE, useTestApp, type Envelope } from './harness';
import { ktpFor } from './document-upload';
import { orderBody, shopClient } from './shop-client';

const t = useTestApp(400, { prepare: seedBillingArea });
const { postJson, freeNumber, newOrder, pay, notify, track } = shopClient(() => t.h);

let nikSeq = 1000;
/** A SIMPOST order (each with its own KTP: 3 orders per KTP) whose billing email is `email`. */
async function postpaidOrder(email = 'budi@example.com'): Promise<CreateOrderResponse> {
  nikSeq += 1;
  const payload = {
    packageId: 8,
    identity: { noKtp: `317401310190${nikSeq}`, namaKtp: 'Budi Santoso', pobKtp: 'Jakarta', dobKtp: '1990-01-31', noKK: '3174012345678902' },
    billing: {
      email, phone: '081512345678', address: 'Jl. Merdeka 1, Jakarta', province: 'Daerah Khusus Ibukota Jakarta', city: 'Kota Administrasi Jakarta Pusat',
      district: 'Gambir', village: 'Gambir', postalCode: '10110',
    },
    ...(await ktpFor(t.h, `s-${nikSeq}`)),
  };
  const res = await postJson('/api/orders', orderBody(await freeNumber(), payload, { orderType: 'SIMPOST', journey: 'POSTPAID', sessionId: `s-${nikSeq}` }));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<CreateOrderResponse>();
}

async function startPayment(order: CreateOrderResponse, method: string): Promise<PaymentResponse['payment']> {
  const res = await pay(order.order_code, method, { email: order.email });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PaymentResponse>().payment;
}

async function settle(order: CreateOrderResponse, status: 'PAID' | 'FAILED', method = '03'): Promise<void> {
  const p = await startPayment(order, method);
  const res = await notify({ payment_id: p.id, order_code: order.order_code, status, amount: p.amount });
  expect(res.statusCode, res.body).toBe(200);
}

async function paidOrder(email?: string): Promise<CreateOrderResponse> {
  const order = await postpaidOrder(email);
  await settle(order, 'PAID');
  return order;
}

const lookup = (code: string, email: string) =>
  t.h.app.inject({ method: 'GET', url: `/api/activation/${encodeURIComponent(code)}?email=${encodeURIComponent(email)}` });
const submit = (code: string, body: unknown) => postJson(`/api/activation/${encodeURIComponent(code)}`, body);
const trackOf = async (order: CreateOrderResponse) =>
  (await t.h.app.inject({ method: 'GET', url: `/api/track/${order.order_code}?email=${encodeURIComponent(order.email)}` })).json<{ status: string; timeline: Array<{ status: string }> }>();

describe('activation.lookup and activation.submit', () => {
  it('a paid postpaid order is found, then activated: COMPLETE, tracked as activation process then complete', async () => {
    const order = await paidOrder();
    const found = await lookup(order.order_code, 'BUDI@example.com ');
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json<ActivationLookupResponse>()).toMatchObject({ order_code: order.order_code });
    expect(found.json<ActivationLookupResponse>().msisdn).toMatch(/^62/);
    const res = await submit(order.order_code, { email: order.email });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ActivationSubmitResponse>()).toMatchObject({ order_code: order.order_code, status: 'COMPLETE' });
    const tracked = await trackOf(order);
    expect(tracked.status).toBe('ACTIVATION_COMPLETE');
    expect(tracked.timeline.map((e) => e.status).slice(-2)).toEqual(['ACTIVATION_REQUESTED', 'ACTIVATION_COMPLETE']);
  });

  it(`the sandbox fails an order whose email's local part ends with ${SANDBOX_ACTIVATION_FAIL_SUFFIX}: FAILED, tracked`, async () => {
    const order = await paidOrder(`sari${SANDBOX_ACTIVATION_FAIL_SUFFIX}@example.com`);
    const res = await submit(order.order_code, { email: order.email });
    expect(res.json<ActivationSubmitResponse>().status).toBe('FAILED');
    const tracked = await trackOf(order);
    expect(tracked.status).toBe('ACTIVATION_FAILED');
    expect(tracked.timeline.map((e) => e.status).slice(-2)).toEqual(['ACTIVATION_REQUESTED', 'ACTIVATION_FAILED']);
  });

  it('an unknown order and a wrong email get the same 404', async () => {
    const order = await paidOrder();
    const unknown = await lookup('SIMPOST20991231XXXXXX', order.email);
    const wrongEmail = await lookup(order.order_code, 'someone@example.com');
    const wrongSubmit = await submit(order.order_code, { email: 'someone@example.com' });
    for (const res of [unknown, wrongEmail, wrongSubmit]) {
      expect(res.statusCode).toBe(404);
      expect(res.json<Envelope>()).toEqual(unknown.json<Envelope>());
    }
    expect(unknown.json<Envelope>().code).toBe(404);
  });

  it('a submitted activation is 40019, at lookup and at submit', async () => {
    const order = await paidOrder();
    expect((await submit(order.order_code, { email: order.email })).statusCode).toBe(200);
    for (const res of [await lookup(order.order_code, order.email), await submit(order.order_code, { email: order.email })]) {
      expect(res.statusCode).toBe(409);
      expect(res.json<Envelope>().code).toBe(40019);
    }
  });

  it('two parallel submissions: one activates, the other gets 40019; one request event', async () => {
    const order = await paidOrder();
    const results = await Promise.all([0, 1, 2].map(() => submit(order.order_code, { email: order.email })));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode !== 200)) expect(r.json<Envelope>().code).toBe(40019);
    const tracked = await trackOf(order);
    expect(tracked.timeline.filter((e) => e.status === 'ACTIVATION_REQUESTED')).toHaveLength(1);
  });

  it('an unpaid order is 40021; with an open VA payment the envelope carries its number and bank', async () => {
    const unpaid = await postpaidOrder();
    const plain = await lookup(unpaid.order_code, unpaid.email);
    expect(plain.statusCode).toBe(409);
    expect(plain.json<Envelope & { errors: { details?: unknown } }>()).toMatchObject({ code: 40021 });
    expect(plain.json<{ errors: { details?: unknown } }>().errors.details).toBeUndefined();
    const va = await startPayment(unpaid, '05');
    const withVa = await submit(unpaid.order_code, { email: unpaid.email });
    expect(withVa.statusCode).toBe(409);
    expect(withVa.json<{ code: number; errors: { details: Record<string, string> } }>()).toMatchObject({
      code: 40021, errors: { details: { va_number: va.va_number, bank_code: va.bank_code, method: '05' } },
    });
  });

  it("the VA instructions of an unpaid order ('How to pay using VA') are given for its own email only", async () => {
    const order = await postpaidOrder('wulan@example.com');
    const va = await startPayment(order, '05');
    const get = (email: string) =>
      t.h.app.inject({ method: 'GET', url: `/api/orders/${encodeURIComponent(order.order_code)}?email=${encodeURIComponent(email)}&language=en` });
    const own = await get(' WULAN@example.com');
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json<{ payment: PaymentResponse['payment'] }>().payment).toMatchObject({ kind: 'va', status: 'PENDING', va_number: va.va_number, bank_code: va.bank_code, method: '05' });
    for (const email of ['someone@example.com', 'wulan@example.co']) {
      const other = await get(email);
      expect(other.statusCode).toBe(404);
      expect(other.json<Envelope>().code).toBe(40010);
      expect(other.body).not.toContain(va.va_number ?? 'no VA number');
      expect(other.body).not.toContain(own.json<{ msisdn: string }>().msisdn);
    }
    // Nor does the activation lookup name the VA to another email.
    const lookedUp = await lookup(order.order_code, 'someone@example.com');
    expect(lookedUp.statusCode).toBe(404);
    expect(lookedUp.body).not.toContain(va.va_number ?? 'no VA number');
  });

  it('an order whose last payment failed is 40022', async () => {
    const order = await postpaidOrder();
    await settle(order, 'FAILED');
    const res = await lookup(order.order_code, order.email);
    expect(res.statusCode).toBe(409);
    expect(res.json<Envelope>().code).toBe(40022);
  });

  it('a prepaid order cannot be activated here: 40092 (its ID is not a postpaid order ID), nothing recorded', async () => {
    const order = await newOrder();
    const p = await startPayment(order, '03');
    await notify({ payment_id: p.id, order_code: order.order_code, status: 'PAID', amount: p.amount });
    const res = await submit(order.order_code, { email: 'budi@example.com' });
    expect(res.statusCode).toBe(400);
    expect(res.json<Envelope>().code).toBe(40092);
    expect((await track(order.order_code)).timeline.map((e) => e.status)).not.toContain('ACTIVATION_REQUESTED');
  });

  it.each([
    ['no email', 'GET', '/api/activation/SIMPOST1', undefined],
    ['an empty email', 'GET', '/api/activation/SIMPOST1?email=', undefined],
    ['an email over 254 characters', 'GET', `/api/activation/SIMPOST1?email=${'a'.repeat(260)}`, undefined],
    ['an order code over 64 characters', 'GET', `/api/activation/${'A'.repeat(70)}?email=a@b.co`, undefined],
    ['U+0000 in the email', 'POST', '/api/activation/SIMPOST1', { email: 'a\u0000@b.co' }],
    ['a number as email', 'POST', '/api/activation/SIMPOST1', { email: 12 }],
    ['no body', 'POST', '/api/activation/SIMPOST1', undefined],
  ] as const)('%s is a 400 with a code', async (_name, method, url, body) => {
    const res = await t.h.app.inject({ method, url, ...(body !== undefined ? { payload: body, headers: { 'content-type': 'application/json' } } : {}) });
    expect(res.statusCode).toBe(400);
    expect(res.json<Envelope>().code).toBe(400);
  });
});

describe('personal data in the log', () => {
  it('neither the email nor the number reaches the log, even when the provider is down', async () => {
    const lines: string[] = [];
    const app = await buildApp({
      db: t.tdb.db, config: testConfig(), site: async () => TEST_SITE, logSink: { write: (l) => void lines.push(l) },
      domainProviders: { activation: { name: 'down', activate: () => Promise.reject(new Error('subscriber system timeout')) } },
    });
    await app.ready();
    try {
      const order = await paidOrder('rahayu.private@example.com');
      const res = await app.inject({ method: 'POST', url: `/api/activation/${order.order_code}`, payload: { email: order.email } });
      expect(res.json<ActivationSubmitResponse>().status).toBe('FAILED');
      await app.inject({ method: 'GET', url: `/api/activation/${order.order_code}?email=rahayu.private%40example.com` });
      await app.inject({ method: 'GET', url: `/api/activation/${order.order_code}?email=wrong.private%40example.com` });
      const msisdn = res.json<ActivationSubmitResponse>().msisdn;
      const log = lines.join('');
      expect(log.length).toBeGreaterThan(0);
      for (const personal of ['rahayu.private', 'wrong.private', msisdn]) expect(log).not.toContain(personal);
    } finally {
      await app.close();
    }
  });
});
