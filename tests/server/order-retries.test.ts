// A customer's order survives retries: the same Idempotency-Key gets the first answer, and the same
// visit submitting its held number again (back from payment) gets its own order back, updated.
import { describe, expect, it } from 'vitest';
import type { CreateOrderBody, CreateOrderResponse, PaymentResponse } from '../../src/contracts';
import { KEY_RETENTION_MS } from '../../src/server/idempotency';
import { useTestApp, type Envelope } from './harness';
import { orderBody, RECIPIENT, shopClient } from './shop-client';

const t = useTestApp(300, {
  start: new Date('2026-11-21T02:00:00Z'),
  prepare: async (db) => { await db.query('UPDATE logistics SET free = false, price = 15000 WHERE coverage_id = 5 AND ctype = 3'); },
});

const { postJson, freeNumber, pay, notify, track } = shopClient(() => t.h);
const create = (body: CreateOrderBody, key?: string) => postJson('/api/orders', body, key === undefined ? {} : { 'idempotency-key': key });
const ordersOn = async (numberId: number) =>
  (await t.tdb.db.query<{ order_code: string }>('SELECT order_code FROM orders WHERE number_id = $1', [numberId])).map((r) => r.order_code);

describe('Idempotency-Key on POST /api/orders', () => {
  it('a retry after a lost answer gets the first answer, not 40011 on the customer\'s own number', async () => {
    const body = orderBody(await freeNumber(), {}, { sessionId: 'key-a' });
    const first = await create(body, 'submit-0001-a');
    expect(first.statusCode, first.body).toBe(200);
    t.h.clock.now = new Date(t.h.clock.now.getTime() + 60_000);
    const retry = await create(body, 'submit-0001-a');
    expect(retry.statusCode, retry.body).toBe(200);
    // The first answer itself (placing the order again would have moved its expiry on by the minute).
    expect(retry.json()).toEqual(first.json());
    const { order_code } = first.json<CreateOrderResponse>();
    expect(await ordersOn(body.payload.numberId as number)).toEqual([order_code]);
    expect((await track(order_code)).timeline.map((e) => e.status)).toEqual(['ORDER_RECEIVED', 'ORDER_PLACED']);
  });

  it('the same key with another request is 422; a malformed key is 400', async () => {
    const body = orderBody(await freeNumber(), {}, { sessionId: 'key-b' });
    expect((await create(body, 'submit-0002-b')).statusCode).toBe(200);
    const other = await create(orderBody(await freeNumber(), {}, { sessionId: 'key-b' }), 'submit-0002-b');
    expect(other.statusCode).toBe(422);
    expect(other.json<Envelope>().code).toBe(422);
    for (const key of ['short', 'x'.repeat(129), 'has space inside']) {
      const res = await create(orderBody(await freeNumber()), key);
      expect(res.statusCode, key).toBe(400);
      expect(res.json<Envelope>().code).toBe(400);
    }
  });

  it('a request that failed leaves nothing behind: its retry with the key runs again', async () => {
    const numberId = await freeNumber();
    const rival = await create(orderBody(numberId, {}, { sessionId: 'rival' }));
    expect(rival.statusCode).toBe(200);
    const mine = orderBody(numberId, {}, { sessionId: 'key-c' });
    expect((await create(mine, 'submit-0003-c')).json<Envelope>().code).toBe(40011);
    const count = await t.tdb.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM idempotency_keys WHERE key = 'submit-0003-c'`);
    expect(count[0]?.n).toBe(0);
  });
});

describe('idempotency keys are kept for a day, not forever', () => {
  it('a new claim removes keys past retention and keeps recent ones', async () => {
    const now = t.h.clock.now.getTime();
    const old = new Date(now - KEY_RETENTION_MS - 60_000);
    const recent = new Date(now - 60_000);
    await t.tdb.db.query(
      `INSERT INTO idempotency_keys (operation, key, request_hash, created_at) VALUES ('createOrder', 'old-key-0001', 'h', $1), ('createOrder', 'recent-key-0001', 'h', $2)`,
      [old, recent]);
    expect((await create(orderBody(await freeNumber(), {}, { sessionId: 'purge-a' }), 'submit-0009-a')).statusCode).toBe(200);
    const keys = (await t.tdb.db.query<{ key: string }>(`SELECT key FROM idempotency_keys WHERE key IN ('old-key-0001', 'recent-key-0001', 'submit-0009-a')`))
      .map((r) => r.key).sort();
    expect(keys).toEqual(['recent-key-0001', 'submit-0009-a']);
  });
});

describe('the same visit submitting its held number again (back from payment)', () => {
  it('gets its own order back with the new details; its pending payment is cancelled; paying the new one works', async () => {
    const numberId = await freeNumber();
    const first = (await create(orderBody(numberId, {}, { sessionId: 'back-a' }), 'submit-0004-a')).json<CreateOrderResponse>();
    const old = (await pay(first.order_code, '05')).json<PaymentResponse>().payment;

    const changed = orderBody(numberId, { cityId: 18, delivery: { method: 'courier', ctype: 3 }, recipient: { ...RECIPIENT, address: 'Jl. Baru 2, Makassar' } },
      { sessionId: 'back-a' });
    const again = await create(changed, 'submit-0004-b');
    expect(again.statusCode, again.body).toBe(200);
    const placed = again.json<CreateOrderResponse>();
    expect(placed).toMatchObject({ order_code: first.order_code, order_code_encrypted: first.order_code_encrypted, shipping_fee: 15000, total: first.total + 15000 });
    expect(await ordersOn(numberId)).toEqual([first.order_code]);
    const [row] = await t.tdb.db.query<{ city_id: number; payload: { recipient: { address: string } }; status: string }>(
      'SELECT city_id, payload, status FROM orders WHERE order_code = $1', [first.order_code]);
    expect(row).toMatchObject({ city_id: 18, payload: { recipient: { address: 'Jl. Baru 2, Makassar' } }, status: 'ORDER_PLACED' });
    const payments = await t.tdb.db.query<{ status: string }>('SELECT status FROM payments WHERE id = $1', [old.id]);
    expect(payments[0]?.status).toBe('CANCELLED');

    const current = (await pay(first.order_code, '05')).json<PaymentResponse>().payment;
    expect(current).toMatchObject({ status: 'PENDING', amount: placed.total });
    // Money still arriving for the old payment is of an amount the order no longer has: kept for a refund.
    expect((await notify({ payment_id: old.id, order_code: first.order_code, status: 'PAID', amount: old.amount })).statusCode).toBe(200);
    expect((await t.tdb.db.query<{ refund_reason: string }>('SELECT refund_reason FROM payments WHERE id = $1', [old.id]))[0]?.refund_reason).toBe('AMOUNT_CHANGED');
    expect((await notify({ payment_id: current.id, order_code: first.order_code, status: 'PAID', amount: current.amount })).statusCode).toBe(200);
    expect((await track(first.order_code)).status).toBe('PAYMENT_SUCCESS');
  });

  it('another visit still gets 40011; a paid order is never placed again', async () => {
    const numberId = await freeNumber();
    const mine = (await create(orderBody(numberId, {}, { sessionId: 'back-b' }))).json<CreateOrderResponse>();
    expect((await create(orderBody(numberId, {}, { sessionId: 'someone-else' }))).json<Envelope>().code).toBe(40011);

    const p = (await pay(mine.order_code, '05')).json<PaymentResponse>().payment;
    expect((await notify({ payment_id: p.id, order_code: mine.order_code, status: 'PAID', amount: p.amount })).statusCode).toBe(200);
    const afterPaid = await create(orderBody(numberId, {}, { sessionId: 'back-b' }));
    expect(afterPaid.json<Envelope>().code).toBe(40011);
    expect((await track(mine.order_code)).status).toBe('PAYMENT_SUCCESS');
  });
});
