// A pending payment whose window ran out is stored EXPIRED by the payments domain's sweep, and its `expired`
// outcome reaches the other domains once: twice swept, or swept by two processes at once, it changes once;
// money that arrives after it still settles as late money does.
import { describe, expect, it } from 'vitest';
import type { CreateOrderResponse, PaymentResponse } from '../../src/contracts';
import type { ShopContext } from '../../src/server/context';
import { defineDomain } from '../../src/server/domain';
import { DOMAINS } from '../../src/server/domains/registry';
import { expirePayments } from '../../src/server/domains/payments/expiry-sweep';
import { paymentOutcomes, type PaymentOutcomes } from '../../src/server/payables';
import { useTestApp } from './harness';
import { orderBody, RECIPIENT, shopClient } from './shop-client';

const seen: Array<PaymentOutcomes['expired']> = [];
let sweptCtx: ShopContext | undefined;
// A domain of the test that listens as eSIM provisioning or any other subscriber would.
const listener = defineDomain({
  name: 'expiry-listener',
  install: (ctx) => {
    sweptCtx = ctx;
    paymentOutcomes(ctx).afterCommit('expired', async (e) => { seen.push(e); });
  },
});

const t = useTestApp(200, { start: new Date('2026-11-21T02:00:00Z'), domains: [...DOMAINS, listener] });
const { postJson, freeNumber, pay, notify, track } = shopClient(() => t.h);
const later = (minutes: number) => { t.h.clock.now = new Date(t.h.clock.now.getTime() + minutes * 60_000); };
const ctx = (): ShopContext => {
  if (!sweptCtx) throw new Error('the listener domain was not installed');
  return sweptCtx;
};
const storedStatus = async (id: string) =>
  (await t.tdb.db.query<{ status: string }>('SELECT status FROM payments WHERE id = $1', [id]))[0]?.status;

async function pendingPayment(sessionId: string): Promise<{ order: CreateOrderResponse; payment: PaymentResponse['payment'] }> {
  const res = await postJson('/api/orders', orderBody(await freeNumber(), {}, { sessionId }));
  expect(res.statusCode, res.body).toBe(200);
  const order = res.json<CreateOrderResponse>();
  const paid = await pay(order.order_code, '05');
  expect(paid.statusCode, paid.body).toBe(200);
  return { order, payment: paid.json<PaymentResponse>().payment };
}

describe('the payment expiry sweep', () => {
  it('leaves a payment inside its window alone', async () => {
    const { payment } = await pendingPayment('sweep-early');
    const before = seen.length;
    await expirePayments(ctx());
    expect(await storedStatus(payment.id)).toBe('PENDING');
    expect(seen.length).toBe(before);
  });

  it('stores EXPIRED once and emits `expired` once, with the moment the window ended', async () => {
    const { order, payment } = await pendingPayment('sweep-once');
    later(61);
    const before = seen.length;
    expect(await expirePayments(ctx())).toBeGreaterThanOrEqual(1);
    expect(await storedStatus(payment.id)).toBe('EXPIRED');
    const mine = seen.slice(before).filter((e) => e.paymentId === payment.id);
    expect(mine).toEqual([{ code: order.order_code, paymentId: payment.id, at: new Date(payment.expired) }]);
    // Swept again: nothing changes, nothing is emitted.
    await expirePayments(ctx());
    expect(seen.filter((e) => e.paymentId === payment.id)).toHaveLength(1);
    // The customer reads what they read before the sweep.
    const view = await t.h.app.inject({ method: 'GET', url: `/api/orders/${order.order_code}/payment?email=${encodeURIComponent(RECIPIENT.email)}` });
    expect(view.json<PaymentResponse>().payment.status).toBe('EXPIRED');
  });

  it('two sweeps at once (two processes) expire a payment once', async () => {
    const { payment } = await pendingPayment('sweep-race');
    later(61);
    await Promise.all([expirePayments(ctx()), expirePayments(ctx()), expirePayments(ctx())]);
    expect(await storedStatus(payment.id)).toBe('EXPIRED');
    expect(seen.filter((e) => e.paymentId === payment.id)).toHaveLength(1);
  });

  it('money arriving after the sweep still pays an order that holds its number', async () => {
    const { order, payment } = await pendingPayment('sweep-late');
    later(61);
    await expirePayments(ctx());
    expect(await storedStatus(payment.id)).toBe('EXPIRED');
    const res = await notify({ payment_id: payment.id, order_code: order.order_code, status: 'PAID', amount: payment.amount });
    expect(res.statusCode, res.body).toBe(200);
    expect(await storedStatus(payment.id)).toBe('PAID');
    expect((await track(order.order_code)).status).toBe('PAYMENT_SUCCESS');
  });

  it('a FAILED notification past the window changes nothing, swept or not yet', async () => {
    const swept = await pendingPayment('sweep-failed');
    later(30);
    const unswept = await pendingPayment('sweep-failed-early');
    later(31);
    await expirePayments(ctx());
    expect(await storedStatus(unswept.payment.id)).toBe('PENDING');
    const res = await notify({ payment_id: swept.payment.id, order_code: swept.order.order_code, status: 'FAILED', amount: swept.payment.amount });
    expect(res.statusCode, res.body).toBe(200);
    expect(await storedStatus(swept.payment.id)).toBe('EXPIRED');
    // One whose window ended after the round: the next sweep expires it, a FAILED before that does not fail it.
    later(31);
    const early = await notify({ payment_id: unswept.payment.id, order_code: unswept.order.order_code, status: 'FAILED', amount: unswept.payment.amount });
    expect(early.statusCode, early.body).toBe(200);
    expect(await storedStatus(unswept.payment.id)).not.toBe('FAILED');
    expect((await track(unswept.order.order_code)).status).toBe('WAITING_PAYMENT');
  });
});
