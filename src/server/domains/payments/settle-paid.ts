import type { RefundReason } from '../../../contracts';
import type { Queryable } from '../../db/types';
import type { EventBatch } from '../../events';
import type { Payable, PayableBook, PaymentOutcomes } from '../../payables';
import { cancelOpenPayments, markPaymentPaid, type PaymentRow } from './queries';

/** What money for a payment did: paid its order, or is kept for a refund (and why). */
export type PaidOutcome = { paid: true } | { paid: false; refund: RefundReason };

/**
 * The money of `payment` arrived (a PAID notification; payment and order locked by the caller).
 * It pays the order only when the order is unpaid, the amount is what the order costs now, and
 * the order can take what it holds (book.deliver: the number it holds, or the same number again
 * when its hold ran out and no other order took it). Otherwise the payment stays PAID with a refund
 * reason for staff and the order is left as it was; a late payment whose number is gone fails its
 * order, so the customer is told to order again. An order that is paid cancels its other open payments.
 * The order's side reacts to the `paid` and `failed` outcomes emitted here, in this transaction.
 */
export async function settlePaid(
  q: Queryable, book: PayableBook, events: EventBatch<PaymentOutcomes>, payment: PaymentRow, order: Payable, now: Date,
): Promise<PaidOutcome> {
  const outcome = await decide(q, book, payment, order, now);
  await markPaymentPaid(q, payment.id, now, outcome.paid ? null : outcome.refund);
  const event = { code: order.code, paymentId: payment.id, at: now };
  if (outcome.paid) {
    await events.emit(q, 'paid', event);
    await cancelOpenPayments(q, order.code, now);
  } else if (outcome.refund === 'NUMBER_TAKEN') {
    await events.emit(q, 'failed', event);
  }
  return outcome;
}

async function decide(q: Queryable, book: PayableBook, payment: PaymentRow, order: Payable, now: Date): Promise<PaidOutcome> {
  if (order.paidAt !== null) return { paid: false, refund: 'DOUBLE_CHARGE' };
  if (payment.amount !== order.total) return { paid: false, refund: 'AMOUNT_CHANGED' };
  if (!(await book.deliver(q, order.code, now))) return { paid: false, refund: 'NUMBER_TAKEN' };
  return { paid: true };
}
