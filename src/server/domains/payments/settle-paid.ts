import type { RefundReason } from '../../../contracts';
import type { Queryable } from '../../db/types';
import { sell } from '../numbers/queries';
import { addEvent, markPaid, markPaymentFailed, type OrderRow } from '../orders/queries';
import { cancelOpenPayments, markPaymentPaid, type PaymentRow } from './queries';

/** What money for a payment did: paid its order, or is kept for a refund (and why). */
export type PaidOutcome = { paid: true } | { paid: false; refund: RefundReason };

/**
 * The money of `payment` arrived (a PAID notification; payment and order locked by the caller).
 * It pays the order only when the order is unpaid, the amount is what the order costs now, and
 * the order can sell its number: the one it holds, or the same number again when its hold ran out
 * and no other order took it. Otherwise the payment stays PAID with a refund reason for staff and
 * the order is left as it was; a late payment whose number is gone fails its order, so the
 * customer is told to order again. An order that is paid cancels its other open payments.
 */
export async function settlePaid(q: Queryable, payment: PaymentRow, order: OrderRow, now: Date): Promise<PaidOutcome> {
  const outcome = await decide(q, payment, order, now);
  await markPaymentPaid(q, payment.id, now, outcome.paid ? null : outcome.refund);
  if (outcome.paid) {
    await markPaid(q, order.order_code, now);
    await addEvent(q, order.order_code, 'PAYMENT_SUCCESS', now);
    await cancelOpenPayments(q, order.order_code, now);
  } else if (outcome.refund === 'NUMBER_TAKEN' && (await markPaymentFailed(q, order.order_code))) {
    await addEvent(q, order.order_code, 'PAYMENT_FAILED', now);
  }
  return outcome;
}

async function decide(q: Queryable, payment: PaymentRow, order: OrderRow, now: Date): Promise<PaidOutcome> {
  if (order.paid_at !== null) return { paid: false, refund: 'DOUBLE_CHARGE' };
  if (payment.amount !== order.total) return { paid: false, refund: 'AMOUNT_CHANGED' };
  if (order.number_id !== null && !(await sell(q, now, order.number_id, order.order_code))) return { paid: false, refund: 'NUMBER_TAKEN' };
  return { paid: true };
}
