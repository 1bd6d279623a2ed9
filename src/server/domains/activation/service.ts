/**
 * Postpaid activation after purchase (spec /activate): the customer names an order by its code and
 * contact email; a paid postpaid order is submitted once to the activation provider, and its
 * tracking shows 'activation process' (ACTIVATION_REQUESTED), then the result.
 */
import type { ActivationLookupResponse, ActivationSubmitResponse } from '../../../contracts';
import type { ShopContext } from '../../context';
import type { Queryable } from '../../db/types';
import { DomainError } from '../../errors';
import type { ActivationOutcome } from './provider/provider';
import { activationProvider } from './provider/slot';
import { addEvent } from '../orders/queries';
import { finishRecordOrder, recordOrder, recordType } from '../orders/record-order';
import { latestVisiblePayment } from '../payments/queries';
import { activationOf, activationOrder, claimActivation, finishActivation, setOrderStatus, type ActivationOrderRow } from './queries';
import { ActivationError } from './errors';
import { PaymentError } from '../payments/errors';

/** The catalogue's English texts (flows/errors.json); the page shows its own language by code (A7: the activation variants). */
const notFound = () => new DomainError(404, 404, "We can't find your order ID or email.");
const submitted = () => new DomainError(ActivationError.ActivationSubmitted, 409, 'The activation for this order has already been submitted.');

const TRACK_OF: Readonly<Record<ActivationOutcome, 'ACTIVATION_COMPLETE' | 'ACTIVATION_FAILED'>> = {
  COMPLETE: 'ACTIVATION_COMPLETE', FAILED: 'ACTIVATION_FAILED',
};

/**
 * The order when it may be activated now, else the refusal: 404 for an unknown code and for a wrong
 * email alike (never saying which); 40092 for an order that is not postpaid (only postpaid SIMs are
 * activated here, so for this page its ID is not a valid one: spec 40092 'invalid order ID'); 40019
 * when submitted before; 40021 while unpaid (with the VA number and bank when a VA payment is still
 * open, for the VA variant); 40022 when its last payment failed.
 */
async function activatable(q: Queryable, orderCode: string, email: string, lock: boolean): Promise<ActivationOrderRow> {
  const order = await activationOrder(q, orderCode, lock);
  if (!order || order.email.toLowerCase() !== email.trim().toLowerCase()) throw notFound();
  if (order.product_type !== 'postpaid') {
    throw new DomainError(ActivationError.InvalidOrderId, 400, 'Only postpaid orders are activated here.');
  }
  if (await activationOf(q, order.order_code)) throw submitted();
  if (order.paid_at === null) {
    const payment = await latestVisiblePayment(q, order.order_code);
    if (payment?.status === 'FAILED') throw new DomainError(PaymentError.PaymentFailed, 409, 'Your earlier payment failed.');
    const openVa = payment?.status === 'PENDING' && payment.kind === 'va' && payment.va_number
      ? { va_number: payment.va_number, bank_code: payment.bank_code ?? '', method: payment.method }
      : undefined;
    throw new DomainError(ActivationError.PaymentRequired, 409, 'Please pay for your order first to activate it.', undefined, openVa);
  }
  return order;
}

export async function lookupActivation(ctx: ShopContext, orderCode: string, email: string): Promise<ActivationLookupResponse> {
  const order = await activatable(ctx.db, orderCode, email, false);
  return { order_code: order.order_code, msisdn: order.msisdn ?? '' };
}

/** The spec's order type of a postpaid activation: each submission is recorded as an order of its own. */
export const ACTIVATION_ORDER_TYPE = 'POSTACTV';

/**
 * Records the request once (of two concurrent submissions the activations row's key lets one win;
 * the other gets 40019) with its own order of type POSTACTV (tracked by its code and the order's
 * email), then asks the provider outside the transaction and records its result on both. A
 * provider that cannot be reached counts as a failed activation: the customer is told what to do next.
 */
export async function submitActivation(ctx: ShopContext, orderCode: string, email: string): Promise<ActivationSubmitResponse> {
  const record = await recordType(ctx, ACTIVATION_ORDER_TYPE);
  const { order, activationCode } = await ctx.db.tx(async (q) => {
    const found = await activatable(q, orderCode, email, true);
    const at = ctx.now();
    if (!(await claimActivation(q, found.order_code, at))) throw submitted();
    await addEvent(q, found.order_code, 'ACTIVATION_REQUESTED', at);
    await setOrderStatus(q, found.order_code, 'ACTIVATION_REQUESTED');
    const code = await recordOrder(q, ctx, record, {
      journey: 'POSTPAID', email: found.email, msisdn: found.msisdn,
      payload: { orderCode: found.order_code, email: found.email }, status: 'ACTIVATION_REQUESTED', at,
    });
    return { order: found, activationCode: code };
  });
  const msisdn = order.msisdn ?? '';
  let outcome: ActivationOutcome;
  try {
    outcome = await ctx.parts.provider(activationProvider).activate({ orderCode: order.order_code, msisdn, email: order.email });
  } catch (err) {
    // Only the order code and the error's kind: the request carries the customer's email and number.
    ctx.log.warn({ orderCode: order.order_code, error: err instanceof Error ? err.name : 'unknown' }, 'activation provider failed');
    outcome = 'FAILED';
  }
  await ctx.db.tx(async (q) => {
    const at = ctx.now();
    await finishActivation(q, order.order_code, outcome, at);
    await addEvent(q, order.order_code, TRACK_OF[outcome], at);
    await setOrderStatus(q, order.order_code, TRACK_OF[outcome]);
    await finishRecordOrder(q, activationCode, TRACK_OF[outcome], at);
  });
  return { order_code: order.order_code, activation_code: activationCode, msisdn, status: outcome };
}
