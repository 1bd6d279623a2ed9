import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CreateOrderBody, CreateOrderResponse, NumberSearchResponse, VanityResponse, OrderResponse, PaymentNotification, PaymentResponse, TrackResponse,
} from '../../src/contracts';
import { sign } from '../../src/server/payments/signature';
import { makeApp, openTestDb, testConfig, type Envelope, type Harness, type TestDb } from './harness';

let tdb: TestDb;
let h: Harness;
const SECRET = testConfig().paymentWebhookSecret;
/** 09:00 in Jakarta: before the same-day cut-off. */
const MORNING = new Date('2026-11-21T02:00:00Z');

beforeAll(async () => {
  tdb = await openTestDb();
  h = await makeApp(tdb.db, {}, MORNING);
}, 60_000);
afterAll(async () => {
  await h?.app.close();
  await tdb?.close();
});

const postJson = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  h.app.inject({ method: 'POST', url, payload: typeof body === 'string' ? body : JSON.stringify(body), headers: { 'content-type': 'application/json', ...headers } });

let offset = 0;
/** A different available number for every test (the inventory is listed in a fixed order). */
async function freeNumber(): Promise<number> {
  const res = await h.app.inject({ method: 'GET', url: `/api/number/pre/reg?limit=1&offset=${offset++}` });
  const n = res.json<NumberSearchResponse>().numbers[0];
  if (!n) throw new Error('no number');
  return n.id;
}

const orderBody = (numberId: number, over: Partial<CreateOrderBody> = {}): CreateOrderBody => ({
  journey: 'PREPAID', orderType: 'SIMPRE', productType: 'prepaid', cityId: 1, numberId, packageId: 101,
  recipient: { name: 'Budi Santoso', phone: '081512345678', email: 'Budi@Example.com', address: 'Jl. Merdeka 1, Jakarta', notes: '' },
  delivery: { method: 'courier', ctype: 1 }, sessionId: 'sess-1', utm: { utm_source: 'google' }, definitionVersion: 1,
  ...over,
});

async function newOrder(over: Partial<CreateOrderBody> = {}): Promise<CreateOrderResponse> {
  const res = await postJson('/api/orders', orderBody(await freeNumber(), over));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<CreateOrderResponse>();
}

const pay = (code: string, method: string, extra: Record<string, string> = {}) =>
  postJson(`/api/orders/${code}/payments`, { method, email: 'budi@example.com', ...extra });

function notify(n: Omit<PaymentNotification, 'notification_id'> & { notification_id?: string }, secret = SECRET) {
  const body = JSON.stringify({ notification_id: n.notification_id ?? randomUUID(), ...n });
  return postJson('/api/payments/notify', body, { 'x-signature': sign(body, secret) });
}

const track = async (code: string) => (await h.app.inject({ method: 'GET', url: `/api/track/${code}?email=budi@example.com` })).json<TrackResponse>();

describe('POST /api/orders', () => {
  it('creates an order: total = package + Rp50.000 deposit (+ free shipping), same day before 11:59', async () => {
    const order = await newOrder();
    expect(order.order_code).toMatch(/^SIMPRE20261121[A-Z2-9]{6}$/);
    expect(order.order_code_encrypted.length).toBeGreaterThan(10);
    expect(order.total).toBe(50000 + 50000);
    expect(order.security_deposit).toBe(50000);
    expect(order.same_day).toBe(true);
    expect(new Date(order.order_expire).getTime() - new Date(order.order_date).getTime()).toBe(15 * 60_000);
    const rows = await tdb.db.query<{ journey: string; order_type: string; definition_version: number }>(
      'SELECT journey, order_type, definition_version FROM orders WHERE order_code = $1', [order.order_code]);
    expect(rows[0]).toEqual({ journey: 'PREPAID', order_type: 'SIMPRE', definition_version: 1 });
    const t = await track(order.order_code);
    expect(t.timeline.map((e) => e.status)).toEqual(['ORDER_RECEIVED', 'ORDER_PLACED']);
  });

  it('after the cut-off the order is next-day; postpaid takes the package deposit', async () => {
    const saved = h.clock.now;
    h.clock.now = new Date('2026-11-21T05:00:00Z'); // 12:00 WIB
    try {
      const order = await newOrder({ productType: 'postpaid', orderType: 'SIMPOST', journey: 'POSTPAID', packageId: 8 });
      expect(order.same_day).toBe(false);
      expect(order.security_deposit).toBe(100000);
      expect(order.total).toBe(250000 + 100000);
    } finally {
      h.clock.now = saved;
    }
  });

  it('eSIM orders need no delivery', async () => {
    const order = await newOrder({ orderType: 'ESIMPRE', journey: 'ESIM_ACQUISITION_PREPAID', delivery: undefined, recipient: { name: 'Sari', phone: '6285612345678', email: 'budi@example.com' } });
    expect(order.total).toBe(100000);
  });

  it('a vanity number adds its own price to the total', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/v2/vanity/101' });
    const vanity = res.json<VanityResponse>().numbers.find((n) => n.price > 0);
    if (!vanity) throw new Error('the seed has no priced vanity number');
    const plain = await newOrder();
    const created = await postJson('/api/orders', orderBody(vanity.id));
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json<CreateOrderResponse>().total).toBe(plain.total + vanity.price);
  });

  it('the reserved number is no longer available', async () => {
    const numberId = await freeNumber();
    expect((await postJson('/api/orders', orderBody(numberId))).statusCode).toBe(200);
    const status = await h.app.inject({ method: 'POST', url: `/api/number/status/${numberId}` });
    expect(status.statusCode).toBe(409);
    expect(status.json<Envelope>().code).toBe(40011);
    const again = await postJson('/api/orders', orderBody(numberId));
    expect(again.json<Envelope>().code).toBe(40011);
  });

  it('a reserved number leaves the (cached) listing at once', async () => {
    const first = (await h.app.inject({ method: 'GET', url: `/api/number/pre/reg?limit=1&offset=${offset}` })).json<NumberSearchResponse>().numbers[0]!;
    expect((await postJson('/api/orders', orderBody(first.id))).statusCode).toBe(200);
    const listed = (await h.app.inject({ method: 'GET', url: `/api/number/pre/reg?limit=100&offset=0` })).json<NumberSearchResponse>();
    expect(listed.numbers.some((n) => n.id === first.id)).toBe(false);
  });

  it('two concurrent orders for one number: exactly one succeeds, the others get 40011', async () => {
    const numberId = await freeNumber();
    const results = await Promise.all([0, 1, 2, 3].map((i) => postJson('/api/orders', orderBody(numberId, { sessionId: `race-${i}` }))));
    const ok = results.filter((r) => r.statusCode === 200);
    const taken = results.filter((r) => r.statusCode !== 200);
    expect(ok).toHaveLength(1);
    expect(taken).toHaveLength(3);
    for (const r of taken) expect(r.json<Envelope>().code).toBe(40011);
    const orders = await tdb.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE number_id = $1', [numberId]);
    expect(orders[0]?.n).toBe(1);
  });

  it('a number whose reservation ran out can be ordered again', async () => {
    const numberId = await freeNumber();
    expect((await postJson('/api/orders', orderBody(numberId))).statusCode).toBe(200);
    const saved = h.clock.now;
    h.clock.now = new Date(saved.getTime() + 16 * 60_000);
    try {
      expect((await postJson('/api/orders', orderBody(numberId))).statusCode).toBe(200);
    } finally {
      h.clock.now = saved;
    }
  });

  const bad: Array<[string, (n: number) => CreateOrderBody, number]> = [
    ['phone with another operator prefix', (n) => orderBody(n, { recipient: { name: 'Budi', phone: '081112345678', email: 'b@x.co', address: 'a' } }), 400],
    ['invalid email', (n) => orderBody(n, { recipient: { name: 'Budi', phone: '081512345678', email: 'not-an-email', address: 'a' } }), 400],
    ['name with digits', (n) => orderBody(n, { recipient: { name: 'B4di', phone: '081512345678', email: 'b@x.co', address: 'a' } }), 400],
    ['name too long', (n) => orderBody(n, { recipient: { name: 'A'.repeat(51), phone: '081512345678', email: 'b@x.co', address: 'a' } }), 400],
    ['unknown city', (n) => orderBody(n, { cityId: 9999 }), 400],
    ['unknown package', (n) => orderBody(n, { packageId: 9999 }), 40015],
    ['inactive package', (n) => orderBody(n, { packageId: 10 }), 40015],
    ['postpaid package on a prepaid order', (n) => orderBody(n, { packageId: 7 }), 400],
    ['courier not offered in the city', (n) => orderBody(n, { cityId: 14, delivery: { method: 'courier', ctype: 1 } }), 400],
    ['courier without address', (n) => orderBody(n, { recipient: { name: 'Budi', phone: '081512345678', email: 'b@x.co' } }), 400],
    ['pick-up without store', (n) => orderBody(n, { delivery: { method: 'pickup', ctype: 5 } }), 400],
    ['SIM order without delivery', (n) => orderBody(n, { delivery: undefined }), 400],
    ['unknown journey', (n) => ({ ...orderBody(n), journey: 'NOPE' as CreateOrderBody['journey'] }), 400],
    ['unknown number', () => orderBody(99999999), 40011],
  ];
  it.each(bad)('%s -> 4xx', async (_name, body, code) => {
    const numberId = await freeNumber();
    const res = await postJson('/api/orders', body(numberId));
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json<Envelope>().code).toBe(code);
    // A rejected order keeps the number free.
    expect((await h.app.inject({ method: 'POST', url: `/api/number/status/${numberId}` })).statusCode).toBe(200);
  });
});

describe('GET /api/orders/:code and /api/track/:code', () => {
  it('answer for the customer email (case-insensitive); 40010 otherwise', async () => {
    const order = await newOrder();
    const res = await h.app.inject({ method: 'GET', url: `/api/orders/${order.order_code}?email=BUDI@example.COM&language=en` });
    expect(res.statusCode).toBe(200);
    const o = res.json<OrderResponse>();
    expect(o).toMatchObject({ order_code: order.order_code, status: 'ORDER_PLACED', total: 100000, security_deposit: 50000, package: { id: 101, name: '10GB + 5GB Night Bonus' } });
    expect(o.msisdn).toMatch(/^62/);
    expect(o.payment).toBeUndefined();
    for (const url of [`/api/orders/${order.order_code}?email=other@example.com`, `/api/track/${order.order_code}?email=other@example.com`, `/api/track/NOPE?email=budi@example.com`]) {
      const r = await h.app.inject({ method: 'GET', url });
      expect(r.statusCode).toBe(404);
      expect(r.json<Envelope>().code).toBe(40010);
    }
  });
});

describe('payments', () => {
  it('VA: shared-bank method 04 gives a 987 VA number; the poll returns it', async () => {
    const order = await newOrder();
    const res = await pay(order.order_code, '04');
    expect(res.statusCode, res.body).toBe(200);
    const { payment } = res.json<PaymentResponse>();
    expect(payment).toMatchObject({ method: '04', group: 'VA', kind: 'va', status: 'PENDING', bank_code: '987', amount: order.total });
    expect(payment.va_number).toMatch(/^987\d+$/);
    expect(new Date(payment.expired).getTime() - h.clock.now.getTime()).toBe(60 * 60_000);
    const poll = await h.app.inject({ method: 'GET', url: `/api/orders/${order.order_code}/payment` });
    expect(poll.json<PaymentResponse>().payment.id).toBe(payment.id);
    // Same method again: the same pending payment (a double click makes no second VA).
    expect((await pay(order.order_code, '04')).json<PaymentResponse>().payment.id).toBe(payment.id);
    expect((await track(order.order_code)).status).toBe('WAITING_PAYMENT');
  });

  it('wallet link needs sof_msisdn; QR carries a PNG data URL; card redirects to the sandbox', async () => {
    const order = await newOrder();
    expect((await pay(order.order_code, '01')).statusCode).toBe(400);
    const link = (await pay(order.order_code, '01', { sof_msisdn: '081598765432' })).json<PaymentResponse>().payment;
    expect(link.link_url).toBe(`http://shop.test/sandbox/pay/${link.id}`);
    const qr = (await pay(order.order_code, '09')).json<PaymentResponse>().payment;
    expect(qr.qr_payload).toBe(`http://shop.test/sandbox/pay/${qr.id}`);
    expect(qr.qr_image).toMatch(/^data:image\/png;base64,/);
    const card = (await pay(order.order_code, '03')).json<PaymentResponse>().payment;
    expect(card.redirect_url).toBe(`http://shop.test/sandbox/pay/${card.id}?return=${encodeURIComponent(`/thankyou/${order.order_code}/Budi%40Example.com`)}`);
    // Switching method cancelled the earlier pending ones.
    const statuses = await tdb.db.query<{ status: string }>('SELECT status FROM payments WHERE order_code = $1 ORDER BY seq', [order.order_code]);
    expect(statuses.map((s) => s.status)).toEqual(['CANCELLED', 'CANCELLED', 'PENDING']);
  });

  it('rejects unknown or disabled methods, and a wrong email (40010)', async () => {
    const order = await newOrder();
    expect((await pay(order.order_code, '77')).json<Envelope>().code).toBe(400);
    expect((await pay(order.order_code, '99')).json<Envelope>().code).toBe(400);
    const wrong = await postJson(`/api/orders/${order.order_code}/payments`, { method: '05', email: 'x@example.com' });
    expect(wrong.json<Envelope>().code).toBe(40010);
  });

  it('an expired order cannot be paid (40020)', async () => {
    const order = await newOrder();
    const saved = h.clock.now;
    h.clock.now = new Date(saved.getTime() + 16 * 60_000);
    try {
      const res = await pay(order.order_code, '05');
      expect(res.statusCode).toBe(409);
      expect(res.json<Envelope>().code).toBe(40020);
    } finally {
      h.clock.now = saved;
    }
  });
});

describe('POST /api/payments/notify', () => {
  it('PAID: payment, order, timeline and number change once; a replay changes nothing; then 40023', async () => {
    const order = await newOrder();
    const { payment } = (await pay(order.order_code, '05')).json<PaymentResponse>();
    const n = { notification_id: randomUUID(), payment_id: payment.id, order_code: order.order_code, status: 'PAID' as const, amount: payment.amount };
    const first = await notify(n);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ ok: true });
    const after = await track(order.order_code);
    expect(after.status).toBe('PAYMENT_SUCCESS');
    expect(after.timeline.map((e) => e.status)).toEqual(['ORDER_RECEIVED', 'ORDER_PLACED', 'WAITING_PAYMENT', 'PAYMENT_SUCCESS']);

    const replay = await notify(n);
    expect(replay.statusCode).toBe(200);
    expect(await track(order.order_code)).toEqual(after);

    const sold = await tdb.db.query<{ status: string }>('SELECT n.status FROM numbers n JOIN orders o ON o.number_id = n.id WHERE o.order_code = $1', [order.order_code]);
    expect(sold[0]?.status).toBe('SOLD');
    const again = await pay(order.order_code, '05');
    expect(again.statusCode).toBe(409);
    expect(again.json<Envelope>().code).toBe(40023);
  });

  it('PAID never reverts: a later FAILED notification changes nothing', async () => {
    const order = await newOrder();
    const { payment } = (await pay(order.order_code, '05')).json<PaymentResponse>();
    const base = { payment_id: payment.id, order_code: order.order_code, amount: payment.amount };
    expect((await notify({ ...base, status: 'PAID' })).statusCode).toBe(200);
    const before = await track(order.order_code);
    expect((await notify({ ...base, status: 'FAILED' })).statusCode).toBe(200);
    expect(await track(order.order_code)).toEqual(before);
    const poll = (await h.app.inject({ method: 'GET', url: `/api/orders/${order.order_code}/payment` })).json<PaymentResponse>();
    expect(poll.payment.status).toBe('PAID');
  });

  it('a forged signature is 401 and changes nothing', async () => {
    const order = await newOrder();
    const { payment } = (await pay(order.order_code, '05')).json<PaymentResponse>();
    const n = { payment_id: payment.id, order_code: order.order_code, status: 'PAID' as const, amount: payment.amount };
    const forged = await notify(n, 'not-the-secret');
    expect(forged.statusCode).toBe(401);
    expect(forged.json<Envelope>().code).toBe(401);
    const body = JSON.stringify({ notification_id: randomUUID(), ...n });
    const tampered = await postJson('/api/payments/notify', body.replace(`"amount":${payment.amount}`, '"amount":1'), { 'x-signature': sign(body, SECRET) });
    expect(tampered.statusCode).toBe(401);
    const missing = await postJson('/api/payments/notify', body);
    expect(missing.statusCode).toBe(401);
    expect((await track(order.order_code)).status).toBe('WAITING_PAYMENT');
    const p = (await h.app.inject({ method: 'GET', url: `/api/orders/${order.order_code}/payment` })).json<PaymentResponse>();
    expect(p.payment.status).toBe('PENDING');
  });

  it('a signed notification with a wrong amount or unknown payment is rejected and changes nothing', async () => {
    const order = await newOrder();
    const { payment } = (await pay(order.order_code, '05')).json<PaymentResponse>();
    expect((await notify({ payment_id: payment.id, order_code: order.order_code, status: 'PAID', amount: 1 })).statusCode).toBe(400);
    expect((await notify({ payment_id: 'nope', order_code: order.order_code, status: 'PAID', amount: 1 })).statusCode).toBe(404);
    expect((await track(order.order_code)).status).toBe('WAITING_PAYMENT');
  });

  it('FAILED keeps the number; the customer can retry with a new payment and pay', async () => {
    const order = await newOrder();
    const first = (await pay(order.order_code, '05')).json<PaymentResponse>().payment;
    expect((await notify({ payment_id: first.id, order_code: order.order_code, status: 'FAILED', amount: first.amount })).statusCode).toBe(200);
    expect((await track(order.order_code)).status).toBe('PAYMENT_FAILED');
    const numberHeld = await tdb.db.query<{ status: string }>('SELECT n.status FROM numbers n JOIN orders o ON o.number_id = n.id WHERE o.order_code = $1', [order.order_code]);
    expect(numberHeld[0]?.status).toBe('RESERVED');
    const retry = (await pay(order.order_code, '05')).json<PaymentResponse>().payment;
    expect(retry.id).not.toBe(first.id);
    expect(retry.status).toBe('PENDING');
    expect((await notify({ payment_id: retry.id, order_code: order.order_code, status: 'PAID', amount: retry.amount })).statusCode).toBe(200);
    expect((await track(order.order_code)).timeline.map((e) => e.status)).toEqual(
      ['ORDER_RECEIVED', 'ORDER_PLACED', 'WAITING_PAYMENT', 'PAYMENT_FAILED', 'WAITING_PAYMENT', 'PAYMENT_SUCCESS']);
  });
});

describe('sandbox gateway pages', () => {
  it('shows amount, method and the two buttons, with no script', async () => {
    const order = await newOrder();
    const { payment } = (await pay(order.order_code, '09')).json<PaymentResponse>();
    const res = await h.app.inject({ method: 'GET', url: `/sandbox/pay/${payment.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('id="sandbox-pay"');
    expect(res.body).toContain('id="sandbox-fail"');
    expect(res.body).toContain('Rp100.000');
    expect(res.body).not.toContain('<script');
    expect(String(res.headers['content-security-policy'])).not.toContain('unsafe-eval');
    expect((await h.app.inject({ method: 'GET', url: '/sandbox/pay/nope' })).statusCode).toBe(404);
  });

  it('Pay (wallet/QR) sends a signed notification and shows the outcome', async () => {
    const order = await newOrder();
    const { payment } = (await pay(order.order_code, '09')).json<PaymentResponse>();
    const res = await h.app.inject({ method: 'POST', url: `/sandbox/pay/${payment.id}/success`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/sandbox/pay/${payment.id}`);
    expect((await track(order.order_code)).status).toBe('PAYMENT_SUCCESS');
    const pageAfter = await h.app.inject({ method: 'GET', url: `/sandbox/pay/${payment.id}` });
    expect(pageAfter.body).toContain('PAID');
    expect(pageAfter.body).not.toContain('id="sandbox-pay"');
    const notes = await tdb.db.query<{ n: number }>('SELECT count(*)::int AS n FROM payment_notifications WHERE payment_id = $1', [payment.id]);
    expect(notes[0]?.n).toBe(1);
  });

  it('card: success redirects to the thank-you page, failure to common-failed', async () => {
    const okOrder = await newOrder();
    const okPay = (await pay(okOrder.order_code, '03')).json<PaymentResponse>().payment;
    const ok = await h.app.inject({ method: 'POST', url: `/sandbox/pay/${okPay.id}/success` });
    expect(ok.statusCode).toBe(303);
    expect(ok.headers.location).toBe(`/thankyou/${okOrder.order_code}/Budi%40Example.com`);

    const badOrder = await newOrder();
    const badPay = (await pay(badOrder.order_code, '03')).json<PaymentResponse>().payment;
    const bad = await h.app.inject({ method: 'POST', url: `/sandbox/pay/${badPay.id}/failed` });
    expect(bad.statusCode).toBe(303);
    expect(bad.headers.location).toBe(`/common-failed/${badOrder.order_code}/Budi%40Example.com`);
    expect((await track(badOrder.order_code)).status).toBe('PAYMENT_FAILED');
    expect((await h.app.inject({ method: 'POST', url: `/sandbox/pay/${badPay.id}/maybe` })).statusCode).toBe(400);
  });
});
