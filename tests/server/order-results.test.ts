// Issue 32: what an order's customer is told after it is placed. Tracking of an order that ended
// unpaid (failed, expired: why, whether it can be paid again, no delivery estimate); tracking by the
// visit that placed the order without its email (a signed cookie, never a client claim); the
// thank-you read (the plan then its bonus, a pick-up's store); an activation recorded as POSTACTV.
import { describe, expect, it } from 'vitest';
import type { ActivationSubmitResponse, CreateOrderResponse, OrderResponse, TrackResponse } from '../../src/contracts';
import { VISIT_ORDERS_COOKIE } from '../../src/server/domains/orders/visit-orders';
import { seedBillingArea } from './area-fixture';
import { ktpFor } from './document-upload';
import { useTestApp, type Envelope } from './harness';
import { orderBody, shopClient } from './shop-client';

const t = useTestApp(300, { prepare: seedBillingArea });
const { postJson, freeNumber, newOrder, pay, notify, track } = shopClient(() => t.h);

/** The visit cookie an answer set (name=value), '' when none. */
function visitCookie(res: { headers: Record<string, unknown> }): string {
  const set = res.headers['set-cookie'];
  const all = Array.isArray(set) ? set.map(String) : typeof set === 'string' ? [set] : [];
  return all.find((c) => c.startsWith(`${VISIT_ORDERS_COOKIE}=`))?.split(';')[0] ?? '';
}

const trackAs = (code: string, cookie: string, email?: string) => t.h.app.inject({
  method: 'GET', url: `/api/track/${code}${email === undefined ? '' : `?email=${encodeURIComponent(email)}`}`,
  headers: cookie ? { cookie } : {},
});

async function placed(payload: Record<string, unknown> = {}, over: Record<string, unknown> = {}): Promise<{ order: CreateOrderResponse; cookie: string }> {
  const res = await postJson('/api/orders', orderBody(await freeNumber(), payload, over));
  expect(res.statusCode, res.body).toBe(200);
  return { order: res.json<CreateOrderResponse>(), cookie: visitCookie(res) };
}

async function settle(order: CreateOrderResponse, status: 'PAID' | 'FAILED'): Promise<void> {
  const started = await pay(order.order_code, '05');
  expect(started.statusCode, started.body).toBe(200);
  const p = started.json<{ payment: { id: string; amount: number } }>().payment;
  const res = await notify({ payment_id: p.id, order_code: order.order_code, status, amount: p.amount });
  expect(res.statusCode, res.body).toBe(200);
}

describe('tracking an order that ended unpaid', () => {
  it('a failed payment: ended PAYMENT_FAILED, payable again while the number is held, no delivery estimate', async () => {
    const order = await newOrder();
    expect((await track(order.order_code)).shipping_sla).toBeDefined();
    await settle(order, 'FAILED');
    const tracked = await track(order.order_code);
    expect(tracked.status).toBe('PAYMENT_FAILED');
    expect(tracked.ended).toMatchObject({ reason: 'PAYMENT_FAILED', pay_again: true });
    expect(tracked.shipping_sla).toBeUndefined();
    const failedAt = tracked.timeline.find((e) => e.status === 'PAYMENT_FAILED')?.at;
    expect(tracked.ended?.at).toBe(failedAt);
  });

  it('a failed order past its hold: ended EXPIRED, no longer payable (order again)', async () => {
    const order = await newOrder();
    await settle(order, 'FAILED');
    const before = t.h.clock.now;
    t.h.clock.now = new Date(Date.parse(order.order_expire) + 24 * 3600_000);
    try {
      const tracked = await track(order.order_code);
      expect(tracked.ended).toEqual({ reason: 'EXPIRED', at: expect.any(String), pay_again: false });
      expect(tracked.shipping_sla).toBeUndefined();
    } finally {
      t.h.clock.now = before;
    }
  });

  it('an order waiting for its payment has not ended; a paid one neither', async () => {
    const order = await newOrder();
    expect((await pay(order.order_code, '05')).statusCode).toBe(200);
    expect((await track(order.order_code)).ended).toBeUndefined();
    const paid = await newOrder();
    await settle(paid, 'PAID');
    const tracked = await track(paid.order_code);
    expect(tracked.ended).toBeUndefined();
    expect(tracked.shipping_sla).toBeDefined();
  });
});

describe('tracking by the visit that placed the order', () => {
  it('the order answer sets an HTTP-only cookie with no email in it', async () => {
    const res = await postJson('/api/orders', orderBody(await freeNumber()));
    const header = String(res.headers['set-cookie']);
    expect(header).toContain(`${VISIT_ORDERS_COOKIE}=`);
    expect(header).toMatch(/HttpOnly/);
    expect(header.toLowerCase()).not.toContain('example.com');
  });

  it('with the cookie the order is tracked without the email; without it, or for another order, the email is asked for', async () => {
    const { order, cookie } = await placed();
    const own = await trackAs(order.order_code, cookie);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json<TrackResponse>()).toMatchObject({ order_code: order.order_code, order_type: 'SIMPRE', status: 'ORDER_PLACED' });
    // As typed by a customer (lower case) still.
    expect((await trackAs(order.order_code.toLowerCase(), cookie)).statusCode).toBe(200);

    const other = await newOrder();
    for (const res of [await trackAs(order.order_code, ''), await trackAs(other.order_code, cookie), await trackAs('SIMPRE20990101NOPE22', cookie),
      await trackAs(order.order_code, '', '')]) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<Envelope>().errors.field).toBe('/email');
    }
    // The email still works for anyone; a wrong one is 40010 even with the cookie.
    expect((await trackAs(other.order_code, '', 'budi@example.com')).statusCode).toBe(200);
    expect((await trackAs(order.order_code, cookie, 'someone@example.com')).json<Envelope>().code).toBe(40010);
  });

  it('a forged, altered or expired cookie vouches for nothing', async () => {
    const { order, cookie } = await placed();
    const [name, value = ''] = cookie.split('=');
    const [codes = '', expires = '', ...sig] = value.split('_');
    const forged = [
      `${name}=${order.order_code}_${expires}_${'A'.repeat(43)}`,
      `${name}=${codes}_${Number(expires) + 3600}_${sig.join('_')}`,
      `${name}=${codes}.SIMPRE20990101OTHER2_${expires}_${sig.join('_')}`,
    ];
    for (const c of forged) expect((await trackAs(order.order_code, c)).statusCode).toBe(400);
    const before = t.h.clock.now;
    t.h.clock.now = new Date(Number(expires) * 1000 + 1000);
    try {
      expect((await trackAs(order.order_code, cookie)).statusCode).toBe(400);
    } finally {
      t.h.clock.now = before;
    }
  });

  it('a second order of the visit keeps the first one trackable', async () => {
    const first = await placed();
    const res = await postJson('/api/orders', orderBody(await freeNumber()), { cookie: first.cookie });
    const both = visitCookie(res);
    const second = res.json<CreateOrderResponse>();
    expect((await trackAs(first.order.order_code, both)).statusCode).toBe(200);
    expect((await trackAs(second.order_code, both)).statusCode).toBe(200);
  });
});

describe('the thank-you read', () => {
  it('a bonus package is named as its plan, then the bonus', async () => {
    const order = await newOrder({ packageId: 301 });
    const res = await t.h.app.inject({ method: 'GET', url: `/api/orders/${order.order_code}?email=budi@example.com&language=id` });
    expect(res.json<OrderResponse>().package).toMatchObject({ id: 301, name: 'Streaming 50GB 28 hari', bonus: '50GB + Bonus Nelpon 100 menit' });
    const plain = await newOrder({ packageId: 3 });
    const en = await t.h.app.inject({ method: 'GET', url: `/api/orders/${plain.order_code}?email=budi@example.com&language=en` });
    expect(en.json<OrderResponse>().package).toEqual({ id: 3, name: 'Streaming 50GB 28 days', value: 120000 });
    expect(en.json<OrderResponse>().delivery).toEqual({ method: 'courier' });
  });

  it('a pick-up order names its store, address and opening hours', async () => {
    const order = await newOrder({ delivery: { method: 'pickup', ctype: 5, storeId: 'STORE-JKT-02' } }, { orderType: 'RETAILREV', journey: 'RETAIL_STORE' });
    const res = await t.h.app.inject({ method: 'GET', url: `/api/orders/${order.order_code}?email=budi@example.com` });
    const store = await t.tdb.db.query<{ name: string; address: string; hours: string }>("SELECT name, address, hours FROM stores WHERE location_id = 'STORE-JKT-02'");
    expect(res.json<OrderResponse>().delivery).toEqual({ method: 'pickup', store: { ...store[0], city: expect.any(String) } });
  });
});

describe('a postpaid activation is recorded as an order of type POSTACTV', () => {
  it('with its own code, the order\'s email and its own tracking: activation process, then complete', async () => {
    const payload = {
      packageId: 8,
      identity: { noKtp: '3174013101900777', namaKtp: 'Budi Santoso', pobKtp: 'Jakarta', dobKtp: '1990-01-31', noKK: '3174012345678902' },
      billing: {
        email: 'Budi@Example.com', phone: '081512345678', address: 'Jl. Merdeka 1, Jakarta', province: 'Daerah Khusus Ibukota Jakarta',
        city: 'Kota Administrasi Jakarta Pusat', district: 'Gambir', village: 'Gambir', postalCode: '10110',
      },
      ...(await ktpFor(t.h, 's-actv')),
    };
    const { order } = await placed(payload, { orderType: 'SIMPOST', journey: 'POSTPAID', sessionId: 's-actv' });
    await settle(order, 'PAID');
    const res = await postJson(`/api/activation/${order.order_code}`, { email: 'budi@example.com' });
    expect(res.statusCode, res.body).toBe(200);
    const done = res.json<ActivationSubmitResponse>();
    expect(done).toMatchObject({ order_code: order.order_code, status: 'COMPLETE' });
    expect(done.activation_code).toMatch(/^POSTACTV\d{8}[A-Z2-9]{6}$/);

    const [row] = await t.tdb.db.query<{ order_type: string; email: string; payload: unknown; closed_at: Date | null; total: number }>(
      'SELECT order_type, email, payload, closed_at, total FROM orders WHERE order_code = $1', [done.activation_code]);
    expect(row).toMatchObject({ order_type: 'POSTACTV', email: 'Budi@Example.com', payload: { orderCode: order.order_code, email: 'Budi@Example.com' }, total: 0 });
    expect(row?.closed_at).not.toBeNull();

    const tracked = await track(done.activation_code);
    expect(tracked).toMatchObject({ order_code: done.activation_code, order_type: 'POSTACTV', status: 'ACTIVATION_COMPLETE' });
    expect(tracked.timeline.map((e) => e.status)).toEqual(['ACTIVATION_REQUESTED', 'ACTIVATION_COMPLETE']);
    expect(tracked.ended).toBeUndefined();
    expect(tracked.shipping_sla).toBeUndefined();
    // The visit that submitted it opens its tracking without the email.
    expect((await trackAs(done.activation_code, visitCookie(res))).statusCode).toBe(200);
    // Submitted once: a second submission records nothing more.
    expect((await postJson(`/api/activation/${order.order_code}`, { email: 'budi@example.com' })).json<Envelope>().code).toBe(40019);
    const [count] = await t.tdb.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM orders WHERE order_type = 'POSTACTV' AND payload->>'orderCode' = $1", [order.order_code]);
    expect(count?.n).toBe(1);
  });
});
