// Orders as the payments domain sees them (src/server/payables.ts): found as a customer names them,
// their number kept while a payment runs and sold when its money arrives.
import type { Queryable } from '../../db/types';
import type { Payable, PayableBook } from '../../payables';
import { extendHold, sell } from '../numbers/queries';
import { findOrder, findOrderForCustomer } from './customer-order';
import { orderByCode, type OrderRow } from './queries';

const payableOf = (o: OrderRow): Payable => ({
  code: o.order_code, email: o.email, total: o.total, msisdn: o.msisdn, expiresAt: o.expires_at, paidAt: o.paid_at,
});

/** The order as its payment left it (locked by the caller, order first as every writer locks). */
async function lockedOrder(q: Queryable, code: string): Promise<OrderRow> {
  const order = await orderByCode(q, code, true);
  if (!order) throw new Error(`order ${code} vanished`);
  return order;
}

export function orderPayables(): PayableBook {
  return {
    async find(q, code, opts = {}) {
      return payableOf(opts.email === undefined ? await findOrder(q, code, opts.lock) : await findOrderForCustomer(q, code, opts.email, opts.lock));
    },
    async hold(q, code, until) {
      const order = await lockedOrder(q, code);
      if (order.number_id === null) return true;
      return (await extendHold(q, order.number_id, code, until)) !== undefined;
    },
    async deliver(q, code, at) {
      const order = await lockedOrder(q, code);
      if (order.number_id === null) return true;
      return sell(q, at, order.number_id, code);
    },
  };
}
