import type { PaymentNotification } from '../../../contracts';
import type { ShopContext } from '../../context';
import { badRequest, notFound } from '../../errors';
import { payables, paymentOutcomes } from '../../payables';
import { markNotificationApplied, paymentById, recordNotification, setPaymentStatus } from './queries';
import { settlePaid } from './settle-paid';
import { effectiveStatus } from './view';

export type NotifyOutcome = 'applied' | 'replay' | 'ignored';

/**
 * Applies a (signature-checked) gateway notification exactly once:
 * - the notification id is stored first; a replay hits the primary key and changes nothing;
 * - PAID wins: a paid payment never goes back to FAILED; money for any payment that is not yet
 *   PAID (a cancelled or expired one too) is settled by settlePaid, which never sells a number
 *   twice and keeps what it cannot use for a refund;
 * - FAILED only fails a payment still pending (one whose window ran out stays EXPIRED, swept or not); the order keeps its number until it expires, so the
 *   customer can retry (the number is released by the reservation running out, not here).
 * Rows are locked order first, then payment, then number, as every other writer does. The outcomes
 * (paid, failed) are emitted inside the transaction only for a change it made; their after-commit
 * subscribers (the paid mail: once per order) run once it committed.
 */
export async function applyNotification(ctx: ShopContext, n: PaymentNotification, rawBody: string): Promise<NotifyOutcome> {
  const now = ctx.now();
  const book = payables(ctx);
  const outcomes = paymentOutcomes(ctx);
  const { outcome, events } = await ctx.db.tx(async (q) => {
    const events = outcomes.begin();
    const done = (outcome: NotifyOutcome) => ({ outcome, events });
    if (!(await recordNotification(q, n, rawBody))) return done('replay');
    const known = await paymentById(q, n.payment_id);
    if (!known) throw notFound(`Unknown payment ${n.payment_id}`);
    if (known.order_code !== n.order_code) throw badRequest('order_code does not match the payment');
    const order = await book.find(q, known.order_code, { lock: true });
    const payment = await paymentById(q, n.payment_id, true);
    if (!payment) throw notFound(`Unknown payment ${n.payment_id}`);
    if (payment.amount !== n.amount) throw badRequest('amount does not match the payment');

    let applied: NotifyOutcome = 'ignored';
    if (n.status === 'PAID' && payment.status !== 'PAID') {
      await settlePaid(q, book, events, payment, order, now);
      applied = 'applied';
    } else if (n.status === 'FAILED' && effectiveStatus(payment, now) === 'PENDING') {
      await setPaymentStatus(q, payment.id, 'FAILED', ['PENDING'], now);
      await events.emit(q, 'failed', { code: order.code, paymentId: payment.id, at: now });
      applied = 'applied';
    }
    if (applied !== 'ignored') await markNotificationApplied(q, n.notification_id);
    return done(applied);
  });
  await events.committed();
  return outcome;
}
