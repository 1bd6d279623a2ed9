import type { PaymentNotification } from '../../contracts';
import type { ShopContext } from '../context';
import { badRequest, notFound } from '../domain/errors';
import { addEvent } from './orders';
import { paymentById } from './payments';

export type NotifyOutcome = 'applied' | 'replay' | 'ignored';

/**
 * Applies a (signature-checked) gateway notification exactly once:
 * - the notification id is stored first; a replay hits the primary key and changes nothing;
 * - PAID wins: a paid payment never goes back to FAILED, and money for a cancelled or expired
 *   payment still pays the order;
 * - FAILED only fails a PENDING payment; the order keeps its number until it expires, so the
 *   customer can retry (the number is released by the reservation running out, not here).
 */
export async function applyNotification(ctx: ShopContext, n: PaymentNotification, rawBody: string): Promise<NotifyOutcome> {
  const now = ctx.now();
  return ctx.db.tx(async (q) => {
    const fresh = await q.query<{ notification_id: string }>(
      `INSERT INTO payment_notifications (notification_id, payment_id, status, amount, applied, body)
       VALUES ($1, $2, $3, $4, false, $5) ON CONFLICT (notification_id) DO NOTHING RETURNING notification_id`,
      [n.notification_id, n.payment_id, n.status, n.amount, rawBody],
    );
    if (fresh.length === 0) return 'replay';
    const payment = await paymentById(q, n.payment_id, true);
    if (!payment) throw notFound(`Unknown payment ${n.payment_id}`);
    if (payment.order_code !== n.order_code) throw badRequest('order_code does not match the payment');
    if (payment.amount !== n.amount) throw badRequest('amount does not match the payment');

    let applied = false;
    if (n.status === 'PAID' && payment.status !== 'PAID') {
      await q.query(`UPDATE payments SET status = 'PAID', updated_at = $2 WHERE id = $1`, [payment.id, now]);
      const paid = await q.query<{ number_id: number }>(
        `UPDATE orders SET status = 'PAYMENT_SUCCESS', paid_at = $2 WHERE order_code = $1 AND paid_at IS NULL RETURNING number_id`,
        [payment.order_code, now],
      );
      const order = paid[0];
      if (order) {
        await addEvent(q, payment.order_code, 'PAYMENT_SUCCESS', now);
        await q.query(`UPDATE numbers SET status = 'SOLD', reserved_until = NULL WHERE id = $1 AND order_code = $2`, [order.number_id, payment.order_code]);
      }
      applied = true;
    } else if (n.status === 'FAILED' && payment.status === 'PENDING') {
      await q.query(`UPDATE payments SET status = 'FAILED', updated_at = $2 WHERE id = $1`, [payment.id, now]);
      const failed = await q.query<{ order_code: string }>(
        `UPDATE orders SET status = 'PAYMENT_FAILED' WHERE order_code = $1 AND paid_at IS NULL RETURNING order_code`, [payment.order_code],
      );
      if (failed.length > 0) await addEvent(q, payment.order_code, 'PAYMENT_FAILED', now);
      applied = true;
    }
    if (applied) await q.query('UPDATE payment_notifications SET applied = true WHERE notification_id = $1', [n.notification_id]);
    return applied ? 'applied' : 'ignored';
  });
}
