import type { Queryable } from '../../db/types';
import type { PaymentLedger } from '../../payables';
import { addEvent, ownUnpaidOrder, replaceTerms, type OrderRow, type OrderTerms } from './queries';
import type { OrderPart } from './reference-kind';
import type { OrderReference } from './references';

export interface PlacedAgain { order: OrderRow; terms: OrderTerms; expiresAt: Date }

/**
 * The customer back from payment submits again, or retries after a lost answer without its key:
 * an item they ask for (their number) is held by an unpaid order of the same visit (session) and
 * order type. That order is placed again with the new terms instead of refusing them their own
 * item: the same order code, its open payments cancelled (their amount may no longer be right; money
 * still arriving for one is settled like any late payment), what it holds kept (each kind's `keep`).
 * undefined when the holder is anyone else's order, or no longer holds it. The hold lasts at least
 * until `held.until`. Locks order, then payments, then number, like every writer.
 */
export async function placeOwnOrderAgain(
  q: Queryable, payments: PaymentLedger, refs: readonly OrderReference[], now: Date,
  held: { heldBy: string | undefined; sessionId: string; orderType: string; until: Date },
  termsWith: (kept: readonly OrderPart[]) => OrderTerms,
): Promise<PlacedAgain | undefined> {
  if (held.heldBy === undefined) return undefined;
  const order = await ownUnpaidOrder(q, held.heldBy, held);
  if (!order) return undefined;
  await payments.cancelOpen(q, order.order_code, now);
  const kept: OrderPart[] = [];
  for (const { kind } of refs) {
    if (!kind.keep) continue;
    const part = await kind.keep(q, order, held.until);
    if (!part) return undefined;
    kept.push(part);
  }
  const terms = termsWith(kept);
  const expiresAt = await replaceTerms(q, order.order_code, terms);
  await addEvent(q, order.order_code, 'ORDER_PLACED', now);
  return { order, terms, expiresAt };
}
