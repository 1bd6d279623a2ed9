import type { Queryable } from '../../db/types';

/** An order as the activation sees it, with the product type of what it sold. */
export interface ActivationOrderRow {
  order_code: string;
  email: string;
  msisdn: string | null;
  /**
   * "Postpaid" is decided by the package the order sold (packages.product_type), falling back to the
   * order row's product_type for an order without a package. Both agree for every order: orders.create
   * stores what it sold (its type's productType, or for a type that sells either, a store pick-up
   * RETAILREV with productType "package", its package's); the package is read first so an order stays
   * right whatever later edits do to its order type's definition.
   */
  product_type: string;
  paid_at: Date | null;
}

export async function activationOrder(q: Queryable, orderCode: string, lock = false): Promise<ActivationOrderRow | undefined> {
  const rows = await q.query<ActivationOrderRow>(
    `SELECT o.order_code, o.email, o.msisdn, COALESCE(p.product_type, o.product_type) AS product_type, o.paid_at
     FROM orders o LEFT JOIN packages p ON p.id = o.package_id
     WHERE o.order_code = $1 ${lock ? 'FOR UPDATE OF o' : ''}`,
    [orderCode],
  );
  return rows[0];
}

export const activationOf = async (q: Queryable, orderCode: string): Promise<{ status: string } | undefined> =>
  (await q.query<{ status: string }>('SELECT status FROM activations WHERE order_code = $1', [orderCode]))[0];

/** Records the activation request; false when the order has one already (a rival submission won). */
export async function claimActivation(q: Queryable, orderCode: string, at: Date): Promise<boolean> {
  const rows = await q.query<{ order_code: string }>(
    `INSERT INTO activations (order_code, status, requested_at) VALUES ($1, 'REQUESTED', $2)
     ON CONFLICT (order_code) DO NOTHING RETURNING order_code`,
    [orderCode, at],
  );
  return rows.length > 0;
}

export async function finishActivation(q: Queryable, orderCode: string, status: 'COMPLETE' | 'FAILED', at: Date): Promise<void> {
  await q.query(`UPDATE activations SET status = $2, completed_at = $3 WHERE order_code = $1 AND status = 'REQUESTED'`, [orderCode, status, at]);
}

/** The order's tracking status follows its activation. */
export async function setOrderStatus(q: Queryable, orderCode: string, status: string): Promise<void> {
  await q.query('UPDATE orders SET status = $2 WHERE order_code = $1', [orderCode, status]);
}
