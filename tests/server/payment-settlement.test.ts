// What money arriving late or twice does: a late payment re-takes its number only while the number
// is free, otherwise it is kept for a refund; a second payment of a paid order is a double charge.
import { describe, expect, it } from 'vitest';
import type { CreateOrderResponse, PaymentResponse, RefundsResponse } from '../../src/contracts';
import { useTestApp, type Envelope } from './harness';
import { orderBody, RECIPIENT, shopClient } from './shop-client';

const t = useTestApp(200, { start: new Date('2026-11-21T02:00:00Z') });

const { postJson, freeNumber, pay, notify, track } = shopClient(() => t.h);

/** Moves the server clock on (never back: every test takes its own numbers). */
const later = (minutes: number) => { t.h.clock.now = new Date(t.h.clock.now.getTime() + minutes * 60_000); };
/** Minutes until a payment (60) and the number hold after it (15 more, to choose another method) have run out. */
const HOLD_ENDS = 76;

async function orderFor(numberId: number, sessionId: string): Promise<CreateOrderResponse> {
  const res = await postJson('/api/orders', orderBody(numberId, {}, { sessionId }));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<CreateOrderResponse>();
}

async function payment(orderCode: string, method: string) {
  const res = await pay(orderCode, method, method === '01' ? { sof_msisdn: '081598765432' } : {});
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PaymentResponse>().payment;
}

async function paid(orderCode: string, p: { id: string; amount: number }): Promise<void> {
  const res = await notify({ payment_id: p.id, order_code: orderCode, status: 'PAID', amount: p.amount });
  expect(res.statusCode, res.body).toBe(200);
}

const paidOrdersOf = async (numberId: number) =>
  (await t.tdb.db.query<{ order_code: string }>('SELECT order_code FROM orders WHERE number_id = $1 AND paid_at IS NOT NULL', [numberId]))
    .map((r) => r.order_code);
const numberRow = async (numberId: number) =>
  (await t.tdb.db.query<{ status: string; order_code: string }>('SELECT status, order_code FROM numbers WHERE id = $1', [numberId]))[0];
const refundOf = async (paymentId: string) =>
  (await t.tdb.db.query<{ status: string; refund_reason: string | null }>('SELECT status, refund_reason FROM payments WHERE id = $1', [paymentId]))[0];
const customerView = async (orderCode: string) =>
  (await t.h.app.inject({ method: 'GET', url: `/api/orders/${orderCode}/payment?email=${encodeURIComponent(RECIPIENT.email)}` })).json<PaymentResponse>().payment;

describe('a PAID notification for an expired payment', () => {
  it('after the number was sold to another order: the order is not paid, the money is kept for a refund', async () => {
    const numberId = await freeNumber();
    const first = await orderFor(numberId, 'late-a');
    const late = await payment(first.order_code, '05');
    later(HOLD_ENDS); // the payment and then the hold ran out
    const second = await orderFor(numberId, 'late-b');
    await paid(second.order_code, await payment(second.order_code, '05'));

    await paid(first.order_code, late);
    expect(await paidOrdersOf(numberId)).toEqual([second.order_code]);
    expect(await numberRow(numberId)).toEqual({ status: 'SOLD', order_code: second.order_code });
    expect(await refundOf(late.id)).toEqual({ status: 'PAID', refund_reason: 'NUMBER_TAKEN' });
    expect((await track(first.order_code)).status).toBe('PAYMENT_FAILED');
    // The customer's waiting page sends them to the failure page, not to a thank-you for a number they do not have.
    expect((await customerView(first.order_code)).status).toBe('FAILED');
  });

  it('while another order holds the number: the holder keeps it and can still pay', async () => {
    const numberId = await freeNumber();
    const first = await orderFor(numberId, 'held-a');
    const late = await payment(first.order_code, '05');
    later(HOLD_ENDS);
    const second = await orderFor(numberId, 'held-b');

    await paid(first.order_code, late);
    expect(await paidOrdersOf(numberId)).toEqual([]);
    expect(await numberRow(numberId)).toMatchObject({ status: 'RESERVED', order_code: second.order_code });
    expect((await refundOf(late.id))?.refund_reason).toBe('NUMBER_TAKEN');

    await paid(second.order_code, await payment(second.order_code, '05'));
    expect(await paidOrdersOf(numberId)).toEqual([second.order_code]);
    expect(await numberRow(numberId)).toEqual({ status: 'SOLD', order_code: second.order_code });
  });

  it('while the number is still free: the order re-takes it and is paid', async () => {
    const numberId = await freeNumber();
    const order = await orderFor(numberId, 'free-a');
    const late = await payment(order.order_code, '05');
    later(HOLD_ENDS);

    await paid(order.order_code, late);
    expect(await paidOrdersOf(numberId)).toEqual([order.order_code]);
    expect(await numberRow(numberId)).toEqual({ status: 'SOLD', order_code: order.order_code });
    expect(await refundOf(late.id)).toEqual({ status: 'PAID', refund_reason: null });
    expect((await track(order.order_code)).status).toBe('PAYMENT_SUCCESS');
    // Sold: nobody can reserve it any more.
    const again = await postJson('/api/orders', orderBody(numberId, {}, { sessionId: 'free-b' }));
    expect(again.statusCode).toBe(409);
  });
});

describe('two payments of one order', () => {
  it('money for a payment cancelled by a switch of method pays the order and cancels the other; paying both is a double charge', async () => {
    const order = await orderFor(await freeNumber(), 'switch-a');
    const cancelled = await payment(order.order_code, '05');
    const current = await payment(order.order_code, '09');
    expect((await refundOf(cancelled.id))?.status).toBe('CANCELLED');

    await paid(order.order_code, cancelled);
    expect((await track(order.order_code)).status).toBe('PAYMENT_SUCCESS');
    expect(await refundOf(cancelled.id)).toEqual({ status: 'PAID', refund_reason: null });
    // The other one can no longer be paid through the shop's pages.
    expect((await refundOf(current.id))?.status).toBe('CANCELLED');

    await paid(order.order_code, current);
    expect(await refundOf(current.id)).toEqual({ status: 'PAID', refund_reason: 'DOUBLE_CHARGE' });
    expect((await track(order.order_code)).timeline.filter((e) => e.status === 'PAYMENT_SUCCESS')).toHaveLength(1);
    // The order is paid: the customer sees a paid payment either way.
    expect((await customerView(order.order_code)).status).toBe('PAID');
  });
});

describe('refunds for staff (admin token)', () => {
  const asAdmin = (method: 'GET' | 'POST', url: string, token = t.h.config.adminToken ?? '') =>
    t.h.app.inject({ method, url, headers: { authorization: `Bearer ${token}` } });

  it('lists the money to refund with its reason, until staff mark it refunded', async () => {
    const order = await orderFor(await freeNumber(), 'refund-a');
    const first = await payment(order.order_code, '05');
    const second = await payment(order.order_code, '09');
    await paid(order.order_code, first);
    await paid(order.order_code, second);

    const listed = (await asAdmin('GET', '/api/studio/refunds')).json<RefundsResponse>().refunds;
    expect(listed.find((r) => r.payment_id === second.id)).toEqual({
      payment_id: second.id, order_code: order.order_code, method: '09', amount: second.amount, reason: 'DOUBLE_CHARGE',
      paid_at: t.h.clock.now.toISOString(), order_status: 'PAYMENT_SUCCESS',
    });
    expect(listed.some((r) => r.payment_id === first.id)).toBe(false);
    // The earlier tests' late payment is there too, with its failed order.
    expect(listed.some((r) => r.reason === 'NUMBER_TAKEN' && r.order_status === 'PAYMENT_FAILED')).toBe(true);

    expect((await asAdmin('POST', `/api/studio/refunds/${second.id}/done`)).json()).toEqual({ ok: true });
    const after = (await asAdmin('GET', '/api/studio/refunds')).json<RefundsResponse>().refunds;
    expect(after.some((r) => r.payment_id === second.id)).toBe(false);
    const again = await asAdmin('POST', `/api/studio/refunds/${second.id}/done`);
    expect(again.statusCode).toBe(404);
    expect(again.json<Envelope>().code).toBe(404);
    expect((await asAdmin('POST', `/api/studio/refunds/${first.id}/done`)).statusCode).toBe(404);
  });

  it('refuses callers without the admin token, and malformed ids', async () => {
    for (const [method, url] of [['GET', '/api/studio/refunds'], ['POST', '/api/studio/refunds/abc/done']] as const) {
      const res = await asAdmin(method, url, 'not-the-token');
      expect(res.statusCode).toBe(401);
      expect(res.json<Envelope>().code).toBe(401);
    }
    const bad = await asAdmin('POST', '/api/studio/refunds/a%20b/done');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<Envelope>().code).toBe(400);
  });
});
