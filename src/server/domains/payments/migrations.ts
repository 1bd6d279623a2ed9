// The payments domain's tables: payments. Append-only: add the next, never edit an applied one.
import { ownedMigrations, statements } from '../../db/migrations';

export const migrations = ownedMigrations('payments', [
  {
    legacyId: 5,
    after: ['orders/1'],
    name: 'payment sequence',
    // created_at comes from the (testable) server clock and can tie; the latest payment is the highest seq.
    up: statements(`ALTER TABLE payments ADD COLUMN seq serial`, `CREATE INDEX payments_order_seq ON payments (order_code, seq)`),
  },
  {
    legacyId: 9,
    after: ['orders/2'],
    name: 'money kept for a refund, one sale per number',
    // A payment the shop received but could not use (a late payment whose number went to another
    // order, a second payment of a paid order, money for an amount the order no longer has) stays
    // PAID with the reason staff refund it for, until they mark it refunded.
    // Orders the old rule paid on a number sold to another order are put right first (unpaid, their
    // money kept for a refund), so that the database itself can then refuse a second sale.
    up: statements(
      `ALTER TABLE payments ADD COLUMN paid_at timestamptz`,
      `ALTER TABLE payments ADD COLUMN refund_reason text CHECK (refund_reason IN ('NUMBER_TAKEN', 'DOUBLE_CHARGE', 'AMOUNT_CHANGED'))`,
      `ALTER TABLE payments ADD COLUMN refunded_at timestamptz`,
      `UPDATE payments SET paid_at = COALESCE(updated_at, created_at) WHERE status = 'PAID'`,
      `CREATE TEMP TABLE wrongly_paid ON COMMIT DROP AS
         SELECT o.order_code FROM orders o JOIN numbers n ON n.id = o.number_id
         WHERE o.paid_at IS NOT NULL AND n.order_code IS DISTINCT FROM o.order_code`,
      `UPDATE payments SET refund_reason = 'NUMBER_TAKEN' WHERE status = 'PAID' AND order_code IN (SELECT order_code FROM wrongly_paid)`,
      `UPDATE orders SET paid_at = NULL, status = 'PAYMENT_FAILED' WHERE order_code IN (SELECT order_code FROM wrongly_paid)`,
      `CREATE UNIQUE INDEX orders_one_sale_per_number ON orders (number_id) WHERE paid_at IS NOT NULL`,
      `CREATE INDEX payments_refund_due ON payments (paid_at) WHERE refund_reason IS NOT NULL AND refunded_at IS NULL`,
    ),
  },
  {
    name: 'pending payments by expiry',
    // The expiry sweep looks for pending payments whose window ran out.
    up: statements(`CREATE INDEX payments_pending_expiry ON payments (expires_at) WHERE status = 'PENDING'`),
  },
]);
