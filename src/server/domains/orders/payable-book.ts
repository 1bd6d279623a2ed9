// Orders as the payments domain sees them (src/server/payables.ts): found as a customer names them,
// what they reserved kept while a payment runs and taken for good when its money arrives (each
// reference kind's keep and deliver: the number's hold and sale).
import type { ShopContext } from '../../context';
import type { Queryable } from '../../db/types';
import type { Payable, PayableBook } from '../../payables';
import { findOrder, findOrderForCustomer } from './customer-order';
import { orderByCode, type OrderRow } from './queries';
import { orderKinds } from './references';

const payableOf = (o: OrderRow): Payable => ({
  code: o.order_code, email: o.email, total: o.total, msisdn: o.msisdn, expiresAt: o.expires_at, paidAt: o.paid_at,
});

/** The order as its payment left it (locked by the caller, order first as every writer locks). */
async function lockedOrder(q: Queryable, code: string): Promise<OrderRow> {
  const order = await orderByCode(q, code, true);
  if (!order) throw new Error(`order ${code} vanished`);
  return order;
}

export function orderPayables(ctx: ShopContext): PayableBook {
  return {
    async find(q, code, opts = {}) {
      return payableOf(opts.email === undefined ? await findOrder(q, code, opts.lock) : await findOrderForCustomer(q, code, opts.email, opts.lock));
    },
    async hold(q, code, until) {
      const order = await lockedOrder(q, code);
      for (const kind of orderKinds(ctx)) if (kind.keep && !(await kind.keep(q, order, until))) return false;
      return true;
    },
    async deliver(q, code, at) {
      const order = await lockedOrder(q, code);
      for (const kind of orderKinds(ctx)) if (kind.deliver && !(await kind.deliver(q, order, at))) return false;
      return true;
    },
  };
}
