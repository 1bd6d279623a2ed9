// Races on money and numbers, all requests at once (on PostgreSQL through a pool of connections):
// a number is sold once, an order is paid once, a retried order is made once, and no order that was
// answered is lost.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { CreateOrderResponse, PaymentResponse } from '../../src/contracts';
import type { PaymentProvider } from '../../src/server/domains/payments/providers/provider';
import { makeApp, useTestApp } from './harness';
import { orderBody, shopClient } from './shop-client';

const t = useTestApp(400, { start: new Date('2026-11-21T02:00:00Z') });
const { postJson, freeNumber, pay, notify, track } = shopClient(() => t.h);
const later = (minutes: number) => { t.h.clock.now = new Date(t.h.clock.now.getTime() + minutes * 60_000); };
/** Minutes until a payment (60) and the number hold after it (15 more, to choose another method) have run out. */
const HOLD_ENDS = 76;
const create = (numberId: number, sessionId: string, key?: string) =>
  postJson('/api/orders', orderBody(numberId, {}, { sessionId }), key === undefined ? {} : { 'idempotency-key': key });

async function orderWithPayment(numberId: number, sessionId: string, method = '05') {
  const res = await create(numberId, sessionId);
  expect(res.statusCode, res.body).toBe(200);
  const order = res.json<CreateOrderResponse>();
  const payment = (await pay(order.order_code, method)).json<PaymentResponse>().payment;
  return { order, payment };
}

/** Every notification of `payments` `times` times over (fresh ids and replays of them), all at once. */
async function payAllAtOnce(payments: Array<{ order_code: string; id: string; amount: number }>, times = 3) {
  const notes = payments.flatMap((p) => Array.from({ length: times }, () => ({
    notification_id: randomUUID(), payment_id: p.id, order_code: p.order_code, status: 'PAID' as const, amount: p.amount,
  })));
  const results = await Promise.all([...notes, ...notes].map((n) => notify(n)));
  for (const r of results) expect(r.statusCode, r.body).toBe(200);
}

const q = <T>(sql: string, params: unknown[] = []) => t.tdb.db.query<T>(sql, params);
const paidOrdersOn = async (numberId: number) =>
  (await q<{ order_code: string }>('SELECT order_code FROM orders WHERE number_id = $1 AND paid_at IS NOT NULL', [numberId])).map((r) => r.order_code);

describe('one number, many payments at once', () => {
  it('late payments of two expired orders and the holder\'s payment: only the holder is sold the number', async () => {
    const numberId = await freeNumber();
    const a = await orderWithPayment(numberId, 'race-a');
    later(HOLD_ENDS);
    const b = await orderWithPayment(numberId, 'race-b');
    later(HOLD_ENDS);
    const c = await orderWithPayment(numberId, 'race-c');

    await payAllAtOnce([a, b, c].map((x) => ({ ...x.payment, order_code: x.order.order_code })));
    expect(await paidOrdersOn(numberId)).toEqual([c.order.order_code]);
    expect((await q<{ status: string; order_code: string }>('SELECT status, order_code FROM numbers WHERE id = $1', [numberId]))[0])
      .toEqual({ status: 'SOLD', order_code: c.order.order_code });
    const reasons = await q<{ id: string; status: string; refund_reason: string | null }>(
      'SELECT id, status, refund_reason FROM payments WHERE id = ANY($1) ORDER BY id', [[a.payment.id, b.payment.id, c.payment.id]]);
    expect(Object.fromEntries(reasons.map((r) => [r.id, [r.status, r.refund_reason]]))).toEqual({
      [a.payment.id]: ['PAID', 'NUMBER_TAKEN'], [b.payment.id]: ['PAID', 'NUMBER_TAKEN'], [c.payment.id]: ['PAID', null],
    });
    for (const x of [a, b, c]) {
      const events = (await track(x.order.order_code)).timeline.map((e) => e.status);
      expect(events.filter((s) => s === 'PAYMENT_SUCCESS')).toHaveLength(x === c ? 1 : 0);
    }
  });

  it('a late payment and new orders racing for a number that came free: exactly one of them gets it', async () => {
    const numberId = await freeNumber();
    const a = await orderWithPayment(numberId, 'free-race-a');
    later(HOLD_ENDS);
    const [late, ...orders] = await Promise.all([
      notify({ payment_id: a.payment.id, order_code: a.order.order_code, status: 'PAID', amount: a.payment.amount }),
      ...Array.from({ length: 12 }, (_, i) => create(numberId, `free-race-${i}`)),
    ]);
    expect(late?.statusCode).toBe(200);
    const won = orders.filter((r) => r.statusCode === 200);
    for (const r of orders.filter((x) => x.statusCode !== 200)) expect(r.statusCode, r.body).toBe(409);
    const paid = await paidOrdersOn(numberId);
    expect(won.length + paid.length).toBe(1);
    const holder = (await q<{ order_code: string }>('SELECT order_code FROM numbers WHERE id = $1', [numberId]))[0]?.order_code;
    expect(holder).toBe(paid[0] ?? won[0]?.json<CreateOrderResponse>().order_code);
  });

  it('every payment of one order paid at once: one pays it, the others are double charges', async () => {
    const numberId = await freeNumber();
    const order = (await create(numberId, 'double-race')).json<CreateOrderResponse>();
    const payments = [];
    for (const method of ['05', '09', '04', '05', '09']) payments.push((await pay(order.order_code, method)).json<PaymentResponse>().payment);

    await payAllAtOnce(payments.map((p) => ({ ...p, order_code: order.order_code })));
    const rows = await q<{ status: string; refund_reason: string | null }>('SELECT status, refund_reason FROM payments WHERE order_code = $1', [order.order_code]);
    expect(rows.every((r) => r.status === 'PAID')).toBe(true);
    expect(rows.filter((r) => r.refund_reason === null)).toHaveLength(1);
    expect(rows.filter((r) => r.refund_reason === 'DOUBLE_CHARGE')).toHaveLength(4);
    expect((await track(order.order_code)).timeline.filter((e) => e.status === 'PAYMENT_SUCCESS')).toHaveLength(1);
    expect(await paidOrdersOn(numberId)).toEqual([order.order_code]);
  });
});

describe('orders retried at once', () => {
  it('one Idempotency-Key sent many times at once: one order, the same answer to each', async () => {
    const numberId = await freeNumber();
    const results = await Promise.all(Array.from({ length: 16 }, () => create(numberId, 'key-race', 'race-key-0001')));
    for (const r of results) expect(r.statusCode, r.body).toBe(200);
    const answers = new Set(results.map((r) => r.body));
    expect(answers.size).toBe(1);
    expect((await q<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE number_id = $1', [numberId]))[0]?.n).toBe(1);
  });

  it('one visit resubmitting at once with fresh keys: one order, placed again', async () => {
    const numberId = await freeNumber();
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => create(numberId, 'resubmit-race', `resubmit-key-${i}-abc`)));
    for (const r of results) expect(r.statusCode, r.body).toBe(200);
    expect(new Set(results.map((r) => r.json<CreateOrderResponse>().order_code)).size).toBe(1);
    expect((await q<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE number_id = $1', [numberId]))[0]?.n).toBe(1);
    // On PostgreSQL the ten resubmissions queue on the number's lock one after another (about 4 s on
    // a 2-core machine): the default 5 s left no room for a loaded one.
  }, 30_000);

  it('many visitors for a few numbers: one order per number, and every order answered exists', async () => {
    const numbers = await Promise.all(Array.from({ length: 8 }, () => freeNumber()));
    const results = await Promise.all(numbers.flatMap((n) => Array.from({ length: 6 }, (_, i) => create(n, `crowd-${n}-${i}`, `crowd-key-${n}-${i}`))));
    const won = results.filter((r) => r.statusCode === 200).map((r) => r.json<CreateOrderResponse>().order_code);
    for (const r of results.filter((x) => x.statusCode !== 200)) expect(r.statusCode, r.body).toBe(409);
    expect(won).toHaveLength(numbers.length);
    const stored = await q<{ order_code: string; number_id: number }>('SELECT order_code, number_id FROM orders WHERE order_code = ANY($1)', [won]);
    expect(stored).toHaveLength(won.length);
    expect(new Set(stored.map((o) => o.number_id))).toEqual(new Set(numbers));
  });
});

describe('lock order (PostgreSQL: rows are locked order, then payment, then number, by every writer)', () => {
  /**
   * Holds the order's row while `start()` sets a writer going, waits until that writer waits for
   * this transaction, then checks the writer holds none of the order's payments yet: had it taken a
   * payment before the order, it would deadlock with a writer that keeps the shop's order.
   */
  async function paymentsFreeWhileOrderHeld(orderCode: string, start: () => void): Promise<void> {
    await t.tdb.db.tx(async (tx) => {
      await tx.query('SELECT order_code FROM orders WHERE order_code = $1 FOR UPDATE', [orderCode]);
      const [me] = await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      start();
      // The activity view is a snapshot per transaction: clear it on every look.
      for (;;) {
        await tx.query('SELECT pg_stat_clear_snapshot()');
        const [w] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE $1 = ANY(pg_blocking_pids(pid))', [me?.pid]);
        if ((w?.n ?? 0) > 0) break;
        await new Promise((resolve) => setImmediate(resolve));
      }
      const locked = await tx.query('SELECT id FROM payments WHERE order_code = $1 FOR UPDATE NOWAIT', [orderCode]);
      expect(locked.length).toBeGreaterThan(0);
    });
  }

  it.skipIf(!process.env.DATABASE_URL)('a failed gateway call marks its payment only once it holds the order', async () => {
    // The gateway answers (fails) only when the test says so, while the test holds the order's row.
    let called!: () => void;
    const gatewayCalled = new Promise<void>((resolve) => { called = resolve; });
    let fail!: () => void;
    const failNow = new Promise<void>((resolve) => { fail = resolve; });
    const gated: PaymentProvider = {
      name: 'gated', verifyNotification: () => false,
      createPayment: async () => { called(); await failNow; throw new Error('gateway down'); },
    };
    const app = await makeApp(t.tdb.db, {}, t.h.clock.now, { payments: gated });
    try {
      const order = (await create(await freeNumber(), 'lock-order-a')).json<CreateOrderResponse>();
      const paying = pay(order.order_code, '05', {}, app);
      await gatewayCalled;
      await paymentsFreeWhileOrderHeld(order.order_code, fail);
      expect((await paying).statusCode).toBe(502);
    } finally {
      fail();
      await app.app.close();
    }
  }, 30_000);

  it.skipIf(!process.env.DATABASE_URL)('a notification takes its payment only once it holds the order', async () => {
    const { order, payment } = await orderWithPayment(await freeNumber(), 'lock-order-b');
    let notified: ReturnType<typeof notify> | undefined;
    await paymentsFreeWhileOrderHeld(order.order_code, () => {
      notified = notify({ payment_id: payment.id, order_code: order.order_code, status: 'PAID', amount: payment.amount });
    });
    expect((await notified)?.statusCode).toBe(200);
    expect((await track(order.order_code)).status).toBe('PAYMENT_SUCCESS');
  }, 30_000);
});
