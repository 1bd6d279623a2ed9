// What a payment's outcome does to its order (src/server/payables.ts). Inside the settling transaction:
// the order's status and timeline, so an order is never paid without its payment or the other way round.
// After it commits: the listings of what the order holds and the paid mail, which must not hold the transaction's locks
// and cannot be rolled back. The payments domain emits each outcome once per change it made (a
// replayed notification emits nothing), so the mail is sent once per paid order.
import type { ShopContext } from '../../context';
import { paymentOutcomes, providePayables } from '../../payables';
import { mailOrderPaid } from './paid-mail';
import { orderPayables } from './payable-book';
import { orderKinds } from './references';
import { addEvent, closeOrder, markPaid, markPaymentFailed, markWaitingPayment, orderByCode } from './queries';

/** Called once per app, by the orders domain's registration. */
export function connectOrdersToPayments(ctx: ShopContext): void {
  providePayables(ctx, orderPayables(ctx));
  const outcomes = paymentOutcomes(ctx);
  outcomes.within('started', async (q, e) => {
    await markWaitingPayment(q, e.code, e.holdUntil);
    await addEvent(q, e.code, 'WAITING_PAYMENT', e.at);
  });
  outcomes.within('paid', async (q, e) => {
    await markPaid(q, e.code, e.at);
    await addEvent(q, e.code, 'PAYMENT_SUCCESS', e.at);
  });
  outcomes.within('failed', async (q, e) => {
    if (await markPaymentFailed(q, e.code)) await addEvent(q, e.code, 'PAYMENT_FAILED', e.at);
  });
  outcomes.within('refunded', async (q, e) => { await closeOrder(q, e.code, e.at); });

  // Every process's listings: an item held is not offered before its hold ends, one taken for good never.
  const held = async (code: string, until: number) => {
    const order = await orderByCode(ctx.db, code);
    if (order) for (const kind of orderKinds(ctx)) kind.held?.(ctx, order, until);
  };
  outcomes.afterCommit('started', (e) => held(e.code, e.holdUntil.getTime()));
  outcomes.afterCommit('paid', async (e) => {
    await held(e.code, Infinity);
    await mailOrderPaid(ctx, e.code);
  });
}
