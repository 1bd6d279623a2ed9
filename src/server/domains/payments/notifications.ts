import type { PaymentNotification } from '../../../contracts';
import type { ShopContext } from '../../context';
import { badRequest, notFound } from '../../errors';
import { mailOrderPaid } from '../orders/paid-mail';
import { addEvent, markPaymentFailed, orderByCode } from '../orders/queries';
import { markNotificationApplied, paymentById, recordNotification, setPaymentStatus } from './queries';
import { settlePaid } from './settle-paid';

export type NotifyOutcome = 'applied' | 'replay' | 'ignored';

/**
 * Applies a (signature-checked) gateway notification exactly once:
 * - the notification id is stored first; a replay hits the primary key and changes nothing;
 * - PAID wins: a paid payment never goes back to FAILED; money for any payment that is not yet
 *   PAID (a cancelled or expired one too) is settled by settlePaid, which never sells a number
 *   twice and keeps what it cannot use for a refund;
 * - FAILED only fails a PENDING payment; the order keeps its number until it expires, so the
 *   customer can retry (the number is released by the reservation running out, not here).
 * Rows are locked order first, then payment, then number, as every other writer does.
 */
export async function applyNotification(ctx: ShopContext, n: PaymentNotification, rawBody: string): Promise<NotifyOutcome> {
  const now = ctx.now();
  let numberId: number | null = null;
  let paidOrder: string | null = null;
  const outcome = await ctx.db.tx(async (q): Promise<NotifyOutcome> => {
    if (!(await recordNotification(q, n, rawBody))) return 'replay';
    const known = await paymentById(q, n.payment_id);
    if (!known) throw notFound(`Unknown payment ${n.payment_id}`);
    if (known.order_code !== n.order_code) throw badRequest('order_code does not match the payment');
    const order = await orderByCode(q, known.order_code, true);
    const payment = await paymentById(q, n.payment_id, true);
    if (!order || !payment) throw notFound(`Unknown payment ${n.payment_id}`);
    numberId = order.number_id;
    if (payment.amount !== n.amount) throw badRequest('amount does not match the payment');

    let applied: NotifyOutcome = 'ignored';
    if (n.status === 'PAID' && payment.status !== 'PAID') {
      if ((await settlePaid(q, payment, order, now)).paid) paidOrder = order.order_code;
      applied = 'applied';
    } else if (n.status === 'FAILED' && payment.status === 'PENDING') {
      await setPaymentStatus(q, payment.id, 'FAILED', ['PENDING'], now);
      if (await markPaymentFailed(q, payment.order_code)) await addEvent(q, payment.order_code, 'PAYMENT_FAILED', now);
      applied = 'applied';
    }
    if (applied !== 'ignored') await markNotificationApplied(q, n.notification_id);
    return applied;
  });
  // A number sold after its hold ran out may still be in this process's search listing.
  if (outcome === 'applied' && n.status === 'PAID' && numberId !== null) ctx.caches.takeNumber(numberId, Infinity);
  // Once per order: only the notification that paid it (a replay or a second payment pays nothing).
  if (paidOrder !== null) await mailOrderPaid(ctx, paidOrder);
  return outcome;
}
