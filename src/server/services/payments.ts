import { randomUUID } from 'node:crypto';
import QRCode from 'qrcode';
import type { CreatePaymentBody, Payment, PaymentKind, PaymentStatus } from '../../contracts';
import type { ShopContext } from '../context';
import type { Queryable } from '../db/types';
import { DomainError, ErrorCode, badRequest, notFound } from '../domain/errors';
import { addEvent, findOrderForCustomer } from './orders';

export interface PaymentRow {
  id: string;
  order_code: string;
  method: string;
  grp: Payment['group'];
  kind: PaymentKind;
  status: PaymentStatus;
  amount: number;
  va_number: string | null;
  bank_code: string | null;
  link_url: string | null;
  qr_payload: string | null;
  redirect_url: string | null;
  expires_at: Date;
}

const PAYMENT_COLUMNS = 'id, order_code, method, grp, kind, status, amount, va_number, bank_code, link_url, qr_payload, redirect_url, expires_at';

/** A pending payment past its expiry reads as EXPIRED (computed, so no sweeper job is needed). */
export const effectiveStatus = (p: PaymentRow, now: Date): PaymentStatus =>
  p.status === 'PENDING' && p.expires_at.getTime() <= now.getTime() ? 'EXPIRED' : p.status;

/** The API shape of a stored payment; QR payments carry their PNG as a data URL. */
export async function paymentView(p: PaymentRow, now: Date): Promise<Payment> {
  const opt = <K extends string>(k: K, v: string | null) => (v === null ? {} : { [k]: v });
  return {
    id: p.id, method: p.method, group: p.grp, kind: p.kind, status: effectiveStatus(p, now), amount: p.amount,
    ...opt('va_number', p.va_number), ...opt('bank_code', p.bank_code), ...opt('link_url', p.link_url),
    ...opt('qr_payload', p.qr_payload), ...opt('redirect_url', p.redirect_url),
    ...(p.qr_payload !== null ? { qr_image: await QRCode.toDataURL(p.qr_payload, { margin: 1, width: 256 }) } : {}),
    expired: p.expires_at.toISOString(),
  };
}

export async function latestPayment(q: Queryable, orderCode: string): Promise<PaymentRow | undefined> {
  const rows = await q.query<PaymentRow>(
    `SELECT ${PAYMENT_COLUMNS} FROM payments WHERE order_code = $1 ORDER BY seq DESC LIMIT 1`, [orderCode],
  );
  return rows[0];
}

export async function paymentById(q: Queryable, id: string, lock = false): Promise<PaymentRow | undefined> {
  const rows = await q.query<PaymentRow>(`SELECT ${PAYMENT_COLUMNS} FROM payments WHERE id = $1 ${lock ? 'FOR UPDATE' : ''}`, [id]);
  return rows[0];
}

/**
 * POST /api/orders/:code/payments. A repeated click with the same method returns the pending
 * payment; another method replaces it; after a failed or expired payment a new one is made
 * (retry). 40023 when paid, 40020 when the order (and with it the number hold) has expired.
 */
export async function createPayment(ctx: ShopContext, orderCode: string, body: CreatePaymentBody): Promise<Payment> {
  const site = await ctx.site();
  const method = site.paymentMethods.find((m) => m.code === body.method && m.enabled);
  if (!method) throw badRequest(`Unknown payment method "${body.method}"`);
  if (method.askPhone && !body.sof_msisdn) throw badRequest(`sof_msisdn is required for payment method ${method.code}`);
  const now = ctx.now();

  const row = await ctx.db.tx(async (q) => {
    const order = await findOrderForCustomer(q, orderCode, body.email, true);
    if (order.paid_at !== null) throw new DomainError(ErrorCode.OrderAlreadyPaid, 409, 'Order already paid');
    const last = await latestPayment(q, orderCode);
    if (last && effectiveStatus(last, now) === 'PENDING') {
      if (last.method === method.code) return last;
      await q.query(`UPDATE payments SET status = 'CANCELLED', updated_at = $2 WHERE id = $1`, [last.id, now]);
    }
    if (order.expires_at.getTime() <= now.getTime()) throw new DomainError(ErrorCode.OrderExpired, 409, 'Order expired, please reorder');

    // Keep the number for as long as the payment can be paid.
    const expiresAt = new Date(now.getTime() + ctx.config.paymentExpiryMinutes * 60_000);
    const held = await q.query<{ msisdn: string }>(
      `UPDATE numbers SET reserved_until = GREATEST(reserved_until, $3)
       WHERE id = $1 AND order_code = $2 AND status = 'RESERVED' RETURNING msisdn`,
      [order.number_id, orderCode, expiresAt],
    );
    const msisdn = held[0]?.msisdn;
    if (msisdn === undefined) throw new DomainError(ErrorCode.OrderExpired, 409, 'Order is no longer valid, please reorder');
    await q.query('UPDATE orders SET expires_at = GREATEST(expires_at, $2), status = $3 WHERE order_code = $1', [orderCode, expiresAt, 'WAITING_PAYMENT']);
    await addEvent(q, orderCode, 'WAITING_PAYMENT', now);

    const id = randomUUID();
    const given = await ctx.payments.createPayment(
      { orderCode, email: order.recipient_email, total: order.total, msisdn },
      { paymentId: id, method, expiresAt, ...(body.sof_msisdn ? { sofMsisdn: body.sof_msisdn } : {}) },
    );
    const inserted = await q.query<PaymentRow>(
      `INSERT INTO payments (id, order_code, method, grp, kind, status, amount, va_number, bank_code, link_url, qr_payload,
                             redirect_url, sof_msisdn, expires_at, created_at)
       VALUES ($1, $2, $3, $4, $5, 'PENDING', $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING ${PAYMENT_COLUMNS}`,
      [id, orderCode, method.code, method.group, method.kind, order.total, given.va_number ?? null, given.bank_code ?? null,
        given.link_url ?? null, given.qr_payload ?? null, given.redirect_url ?? null, body.sof_msisdn ?? null, given.expired, now],
    );
    const created = inserted[0];
    if (!created) throw new Error('payment insert returned no row');
    return created;
  });
  return paymentView(row, now);
}

/** GET /api/orders/:code/payment — the latest payment (polling); 40010 unknown order, 404 none yet. */
export async function currentPayment(ctx: ShopContext, orderCode: string): Promise<Payment> {
  const exists = await ctx.db.query<{ order_code: string }>('SELECT order_code FROM orders WHERE order_code = $1', [orderCode]);
  if (exists.length === 0) throw new DomainError(ErrorCode.OrderNotFound, 404, 'Order not found, please check your information');
  const p = await latestPayment(ctx.db, orderCode);
  if (!p) throw notFound('No payment has been created for this order yet');
  return paymentView(p, ctx.now());
}
