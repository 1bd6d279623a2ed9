import type { Queryable } from '../../db/types';
import type { PaymentLedger } from '../../payables';
import { extendHold } from '../numbers/queries';
import { addEvent, ownOrderHolding, replaceTerms, type OrderRow, type OrderTerms } from './queries';

export interface PlacedAgain { order: OrderRow; terms: OrderTerms; expiresAt: Date }

/**
 * The customer back from payment submits again, or retries after a lost answer without its key:
 * the number they ask for is held by an unpaid order of the same visit (session) and order type.
 * That order is placed again with the new terms instead of refusing them their own number: the
 * same order code, its open payments cancelled (their amount may no longer be right; money still
 * arriving for one is settled like any late payment), its hold extended. undefined when the
 * number is anyone else's. The hold lasts at least until `held.until`. Locks order, then payments,
 * then number, like every writer.
 */
export async function placeOwnOrderAgain(
  q: Queryable, payments: PaymentLedger, now: Date, held: { numberId: number; sessionId: string; orderType: string; until: Date },
  termsWith: (number: { msisdn: string; price: number }) => OrderTerms,
): Promise<PlacedAgain | undefined> {
  const order = await ownOrderHolding(q, now, held);
  if (!order) return undefined;
  await payments.cancelOpen(q, order.order_code, now);
  const number = await extendHold(q, held.numberId, order.order_code, held.until);
  if (!number) return undefined;
  const terms = termsWith(number);
  const expiresAt = await replaceTerms(q, order.order_code, terms);
  await addEvent(q, order.order_code, 'ORDER_PLACED', now);
  return { order, terms, expiresAt };
}
