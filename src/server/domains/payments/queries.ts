import type { Payment, PaymentKind, PaymentNotification, PaymentStatus, Refund, RefundReason } from '../../../contracts';
import type { Queryable } from '../../db/types';
import type { ProviderPayment } from './providers/provider';

/**
 * CREATING: held by the shop while the gateway is asked (never shown: the API's statuses are
 * PaymentStatus). It becomes PENDING with the gateway's data, or FAILED when the gateway fails.
 */
export type StoredPaymentStatus = PaymentStatus | 'CREATING';

export interface PaymentRow {
  id: string;
  order_code: string;
  method: string;
  grp: Payment['group'];
  kind: PaymentKind;
  status: StoredPaymentStatus;
  amount: number;
  va_number: string | null;
  bank_code: string | null;
  link_url: string | null;
  qr_payload: string | null;
  redirect_url: string | null;
  expires_at: Date;
  /** Set when the money arrived but could not be used: staff refund it. */
  refund_reason: RefundReason | null;
}

/** A payment the API may show. */
export type VisiblePaymentRow = PaymentRow & { status: PaymentStatus };
export const isVisible = (p: PaymentRow): p is VisiblePaymentRow => p.status !== 'CREATING';

const PAYMENT_COLUMNS = 'id, order_code, method, grp, kind, status, amount, va_number, bank_code, link_url, qr_payload, redirect_url, expires_at, refund_reason';

/** The latest payment of an order, a held one included (seq: created_at comes from a testable clock and can tie). */
export async function latestPayment(q: Queryable, orderCode: string): Promise<PaymentRow | undefined> {
  const rows = await q.query<PaymentRow>(`SELECT ${PAYMENT_COLUMNS} FROM payments WHERE order_code = $1 ORDER BY seq DESC LIMIT 1`, [orderCode]);
  return rows[0];
}

/** The latest payment the customer may see (not one still being created). */
export async function latestVisiblePayment(q: Queryable, orderCode: string): Promise<VisiblePaymentRow | undefined> {
  const rows = await q.query<VisiblePaymentRow>(
    `SELECT ${PAYMENT_COLUMNS} FROM payments WHERE order_code = $1 AND status <> 'CREATING' ORDER BY seq DESC LIMIT 1`, [orderCode],
  );
  return rows[0];
}

export async function paymentById(q: Queryable, id: string, lock = false): Promise<PaymentRow | undefined> {
  const rows = await q.query<PaymentRow>(`SELECT ${PAYMENT_COLUMNS} FROM payments WHERE id = $1 ${lock ? 'FOR UPDATE' : ''}`, [id]);
  return rows[0];
}

export interface HeldPayment {
  id: string; orderCode: string; method: string; group: string; kind: string; amount: number;
  sofMsisdn: string | undefined; expiresAt: Date; createdAt: Date;
}

export async function insertHeldPayment(q: Queryable, p: HeldPayment): Promise<void> {
  await q.query(
    `INSERT INTO payments (id, order_code, method, grp, kind, status, amount, sof_msisdn, expires_at, created_at)
     VALUES ($1, $2, $3, $4, $5, 'CREATING', $6, $7, $8, $9)`,
    [p.id, p.orderCode, p.method, p.group, p.kind, p.amount, p.sofMsisdn ?? null, p.expiresAt, p.createdAt],
  );
}

/** The gateway answered: the held payment becomes PENDING with its data (undefined if it was replaced meanwhile). */
export async function completeHeldPayment(q: Queryable, id: string, given: ProviderPayment, at: Date): Promise<VisiblePaymentRow | undefined> {
  const rows = await q.query<VisiblePaymentRow>(
    `UPDATE payments SET status = 'PENDING', va_number = $2, bank_code = $3, link_url = $4, qr_payload = $5, redirect_url = $6,
       expires_at = $7, updated_at = $8
     WHERE id = $1 AND status = 'CREATING' RETURNING ${PAYMENT_COLUMNS}`,
    [id, given.va_number ?? null, given.bank_code ?? null, given.link_url ?? null, given.qr_payload ?? null, given.redirect_url ?? null,
      given.expired, at],
  );
  return rows[0];
}

/** Pending payments whose window ran out by `now`, oldest first: what the expiry sweep marks EXPIRED. */
export async function pendingPastExpiry(q: Queryable, now: Date, limit: number): Promise<Array<{ id: string; order_code: string }>> {
  return q.query<{ id: string; order_code: string }>(
    `SELECT id, order_code FROM payments WHERE status = 'PENDING' AND expires_at <= $1 ORDER BY expires_at LIMIT $2`, [now, limit],
  );
}

/** Sets a status, only from one of `from` (true when it changed). */
export async function setPaymentStatus(q: Queryable, id: string, to: PaymentStatus, from: readonly StoredPaymentStatus[], at: Date): Promise<boolean> {
  const placeholders = from.map((_, i) => `$${i + 4}`).join(', ');
  const rows = await q.query<{ id: string }>(
    `UPDATE payments SET status = $2, updated_at = $3 WHERE id = $1 AND status IN (${placeholders}) RETURNING id`, [id, to, at, ...from],
  );
  return rows.length > 0;
}

/** The money of a payment arrived; `refund` names why the shop cannot use it (null: it paid its order). */
export async function markPaymentPaid(q: Queryable, id: string, at: Date, refund: RefundReason | null): Promise<void> {
  await q.query(`UPDATE payments SET status = 'PAID', paid_at = $2, updated_at = $2, refund_reason = $3 WHERE id = $1`, [id, at, refund]);
}

/** Every payment of an order that could still be paid (pending, or still being created) is cancelled. */
export async function cancelOpenPayments(q: Queryable, orderCode: string, at: Date): Promise<void> {
  await q.query(`UPDATE payments SET status = 'CANCELLED', updated_at = $2 WHERE order_code = $1 AND status IN ('PENDING', 'CREATING')`, [orderCode, at]);
}

/** Money kept for a refund that staff have not made yet, oldest first. */
export async function refundsDue(q: Queryable): Promise<Refund[]> {
  const rows = await q.query<Omit<Refund, 'paid_at'> & { paid_at: Date }>(
    `SELECT p.id AS payment_id, p.order_code, p.method, p.amount, p.refund_reason AS reason, p.paid_at, o.status AS order_status
     FROM payments p JOIN orders o ON o.order_code = p.order_code
     WHERE p.refund_reason IS NOT NULL AND p.refunded_at IS NULL ORDER BY p.paid_at, p.seq LIMIT 1000`,
  );
  return rows.map((r) => ({ ...r, paid_at: r.paid_at.toISOString() }));
}

/** Staff refunded the payment at the gateway: its order's code, or undefined when it was not due for a refund. */
export async function markRefunded(q: Queryable, id: string, at: Date): Promise<string | undefined> {
  const rows = await q.query<{ order_code: string }>(
    'UPDATE payments SET refunded_at = $2 WHERE id = $1 AND refund_reason IS NOT NULL AND refunded_at IS NULL RETURNING order_code', [id, at],
  );
  return rows[0]?.order_code;
}

/** Stores a gateway notification; false when its id was seen before (a replay). */
export async function recordNotification(q: Queryable, n: PaymentNotification, rawBody: string): Promise<boolean> {
  const rows = await q.query<{ notification_id: string }>(
    `INSERT INTO payment_notifications (notification_id, payment_id, status, amount, applied, body)
     VALUES ($1, $2, $3, $4, false, $5) ON CONFLICT (notification_id) DO NOTHING RETURNING notification_id`,
    [n.notification_id, n.payment_id, n.status, n.amount, rawBody],
  );
  return rows.length > 0;
}

export async function markNotificationApplied(q: Queryable, notificationId: string): Promise<void> {
  await q.query('UPDATE payment_notifications SET applied = true WHERE notification_id = $1', [notificationId]);
}
