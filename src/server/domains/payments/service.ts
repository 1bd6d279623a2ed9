import { randomUUID } from 'node:crypto';
import type { CreatePaymentBody, Payment, PaymentStatus } from '../../../contracts';
import type { ShopContext } from '../../context';
import { DomainError, badRequest, notFound } from '../../errors';
import { holdMinutes, payables, paymentOutcomes, type Payable } from '../../payables';
import type { ProviderPayment } from './providers/provider';
import {
  completeHeldPayment, insertHeldPayment, latestPayment, latestVisiblePayment, paymentById, setPaymentStatus, isVisible, type VisiblePaymentRow,
} from './queries';
import { resultPath } from './result-pages';
import { effectiveStatus, paymentView } from './view';
import { PaymentError } from './errors';
import { paymentExpiryMinutes } from './knobs';
import { paymentsProvider } from './providers/slot';

type Held = { existing: VisiblePaymentRow; holdUntil: Date } | { order: Payable; holdUntil: Date; committed: () => Promise<void> };

/**
 * payments.create in three steps, so the gateway is never called inside a transaction:
 * 1. one transaction checks the order and holds it: a repeated click with the same method returns
 *    the pending payment; another method cancels it; the number and order are kept until the
 *    payment expires; the payment row is written as CREATING (not shown to anyone);
 * 2. the gateway is asked, outside any transaction;
 * 3. its answer makes the row PENDING; a failure makes it FAILED (and the order PAYMENT_FAILED,
 *    so the customer can retry) and answers 40022 — never a pending payment without gateway data.
 * 40023 when paid, 40020 when the order (and with it the number hold) has expired. The hold outlasts
 * the payment by the reservation time, so a customer whose payment ran out can still choose another
 * method for the same number (issue 9).
 */
export async function createPayment(ctx: ShopContext, orderCode: string, body: CreatePaymentBody): Promise<Payment> {
  const site = await ctx.site();
  const method = site.paymentMethods.find((m) => m.code === body.method && m.enabled);
  if (!method) throw badRequest(`Unknown payment method "${body.method}"`, '/body/method');
  if (method.askPhone && !body.sof_msisdn) throw badRequest(`sof_msisdn is required for payment method ${method.code}`, '/body/sof_msisdn');
  const now = ctx.now();
  const expiresAt = new Date(now.getTime() + ctx.parts.knob(paymentExpiryMinutes) * 60_000);
  const holdUntil = new Date(expiresAt.getTime() + ctx.parts.knob(holdMinutes) * 60_000);
  const paymentId = randomUUID();

  const book = payables(ctx);
  const outcomes = paymentOutcomes(ctx);
  const held = await ctx.db.tx(async (q): Promise<Held> => {
    const events = outcomes.begin();
    const order = await book.find(q, orderCode, { email: body.email, lock: true });
    if (order.paidAt !== null) throw new DomainError(PaymentError.OrderAlreadyPaid, 409, 'Order already paid');
    const last = await latestPayment(q, order.code);
    if (last && isVisible(last) && effectiveStatus(last, now) === 'PENDING' && last.method === method.code) return { existing: last, holdUntil: order.expiresAt };
    // A payment still being created by an earlier click is replaced like a pending one.
    if (last && (last.status === 'CREATING' || effectiveStatus(last, now) === 'PENDING')) {
      await setPaymentStatus(q, last.id, 'CANCELLED', ['PENDING', 'CREATING'], now);
    }
    if (order.expiresAt.getTime() <= now.getTime()) throw new DomainError(PaymentError.OrderExpired, 409, 'Order expired, please reorder');
    // Keep the number for as long as the payment can be paid, and a while after to choose another method.
    if (!(await book.hold(q, order.code, holdUntil, now))) throw new DomainError(PaymentError.OrderExpired, 409, 'Order is no longer valid, please reorder');
    await events.emit(q, 'started', { code: order.code, paymentId, holdUntil, at: now });
    await insertHeldPayment(q, {
      id: paymentId, orderCode: order.code, method: method.code, group: method.group, kind: method.kind, amount: order.total,
      sofMsisdn: body.sof_msisdn, expiresAt, createdAt: now,
    });
    return { order, holdUntil: new Date(Math.max(order.expiresAt.getTime(), holdUntil.getTime())), committed: () => events.committed() };
  });
  if ('existing' in held) return paymentView(held.existing, now, held.holdUntil);
  await held.committed();

  const { order } = held;
  let given: ProviderPayment;
  try {
    given = await ctx.parts.provider(paymentsProvider).createPayment(
      { orderCode: order.code, email: order.email, total: order.total, msisdn: order.msisdn ?? undefined },
      {
        paymentId, method, expiresAt, sharedBankCode: site.constants.sharedBankCode,
        returnPath: await resultPath(ctx, site, method.code, true, { orderCode }),
        ...(body.sof_msisdn ? { sofMsisdn: body.sof_msisdn } : {}),
      },
    );
  } catch (err) {
    ctx.log.error({ err, orderCode, paymentId, provider: ctx.parts.provider(paymentsProvider).name }, 'payment gateway failed');
    const failed = await ctx.db.tx(async (q) => {
      const events = outcomes.begin();
      // The order first, then the payment: the order every writer locks in, so none deadlocks with another.
      await book.find(q, order.code, { lock: true });
      if (await setPaymentStatus(q, paymentId, 'FAILED', ['CREATING'], now)) await events.emit(q, 'failed', { code: order.code, paymentId, at: now });
      return events;
    });
    await failed.committed();
    throw new DomainError(PaymentError.PaymentFailed, 502, 'The payment could not be started, please try again');
  }

  const created = await completeHeldPayment(ctx.db, paymentId, given, now);
  if (created) return paymentView(created, now, held.holdUntil);
  // Replaced by a later click while the gateway answered: say what became of this one.
  const latest = await paymentById(ctx.db, paymentId);
  if (!latest || !isVisible(latest)) throw new Error(`payment ${paymentId} vanished`);
  return paymentView(latest, now, held.holdUntil);
}

/** payments.current: the latest payment (polling); 40010 unknown order, 404 none yet. */
export async function currentPayment(ctx: ShopContext, orderCode: string, email: string): Promise<Payment> {
  const order = await payables(ctx).find(ctx.db, orderCode, { email });
  return paymentView(await latestOf(ctx, order), ctx.now(), order.expiresAt);
}

/** The order's latest payment a customer sees; 404 when none was created yet. */
async function latestOf(ctx: ShopContext, order: Payable): Promise<VisiblePaymentRow> {
  const p = await latestVisiblePayment(ctx.db, order.code);
  if (!p) throw notFound('No payment has been created for this order yet');
  return p;
}

/** Only the latest payment's status (its VA number, amount, links stay the customer's: currentPayment). */
export async function paymentStatus(ctx: ShopContext, orderCode: string): Promise<PaymentStatus> {
  return effectiveStatus(await latestOf(ctx, await payables(ctx).find(ctx.db, orderCode)), ctx.now());
}
