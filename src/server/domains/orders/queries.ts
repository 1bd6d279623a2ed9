import type { TrackStatus } from '../../../contracts';
import type { Queryable } from '../../db/types';

/** The core row of an order; what only its journey knows is in `payload` (not read here). */
export interface OrderRow {
  order_code: string;
  order_code_encrypted: string;
  journey: string;
  order_type: string;
  product_type: 'prepaid' | 'postpaid';
  email: string;
  number_id: number | null;
  package_id: number | null;
  city_id: number | null;
  msisdn: string | null;
  package_price: number;
  total: number;
  security_deposit: number;
  shipping_fee: number;
  same_day: boolean;
  shipping_sla: string | null;
  status: TrackStatus;
  created_at: Date;
  expires_at: Date;
  paid_at: Date | null;
}

const ORDER_COLUMNS = `order_code, order_code_encrypted, journey, order_type, product_type, email, number_id, package_id, city_id,
  msisdn, package_price, total, security_deposit, shipping_fee, same_day, shipping_sla, status, created_at, expires_at, paid_at`;

export async function orderByCode(q: Queryable, orderCode: string, lock = false): Promise<OrderRow | undefined> {
  const rows = await q.query<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM orders WHERE order_code = $1 ${lock ? 'FOR UPDATE' : ''}`, [orderCode]);
  return rows[0];
}

/** What an order is placed with; placing it again (the customer back from payment) replaces these. */
export interface OrderTerms {
  journey: string;
  definitionVersion: number;
  utm: unknown;
  email: string;
  packageId: number | null;
  cityId: number | null;
  msisdn: string | null;
  packagePrice: number;
  securityDeposit: number;
  shippingFee: number;
  /** The chosen delivery's estimate in days ("1-3"); null when nothing ships. */
  shippingSla: string | null;
  total: number;
  sameDay: boolean;
  expiresAt: Date;
  payload: Record<string, unknown>;
}

export interface NewOrder extends OrderTerms {
  orderCode: string;
  orderCodeEncrypted: string;
  orderType: string;
  productType: 'prepaid' | 'postpaid';
  sessionId: string;
  numberId: number | null;
  createdAt: Date;
}

const utmJson = (utm: unknown) => (utm === undefined ? null : JSON.stringify(utm));

export async function insertOrder(q: Queryable, o: NewOrder): Promise<void> {
  await q.query(
    `INSERT INTO orders (order_code, order_code_encrypted, journey, order_type, product_type, definition_version, session_id, utm,
       email, number_id, package_id, city_id, msisdn, package_price, security_deposit, shipping_fee, total, same_day, status,
       created_at, expires_at, payload, shipping_sla)
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,'ORDER_PLACED',$19,$20,$21,$22)`,
    [o.orderCode, o.orderCodeEncrypted, o.journey, o.orderType, o.productType, o.definitionVersion, o.sessionId,
      utmJson(o.utm), o.email, o.numberId, o.packageId, o.cityId, o.msisdn, o.packagePrice,
      o.securityDeposit, o.shippingFee, o.total, o.sameDay, o.createdAt, o.expiresAt, JSON.stringify(o.payload), o.shippingSla],
  );
}

/** The order of a code when it is this visit's (session) unpaid order of the order type, locked; else undefined. */
export async function ownUnpaidOrder(q: Queryable, orderCode: string, own: { sessionId: string; orderType: string }): Promise<OrderRow | undefined> {
  const rows = await q.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM orders WHERE order_code = $1 AND session_id = $2 AND order_type = $3 AND paid_at IS NULL FOR UPDATE`,
    [orderCode, own.sessionId, own.orderType],
  );
  return rows[0];
}

/** An unpaid order placed again with new terms (it lives at least until the new expiry); its expiry as stored. */
export async function replaceTerms(q: Queryable, orderCode: string, t: OrderTerms): Promise<Date> {
  const rows = await q.query<{ expires_at: Date }>(
    `UPDATE orders SET journey = $2, definition_version = $3, utm = $4, email = $5, package_id = $6, city_id = $7, msisdn = $8,
       package_price = $9, security_deposit = $10, shipping_fee = $11, total = $12, same_day = $13,
       expires_at = GREATEST(expires_at, $14), payload = $15, shipping_sla = $16, status = 'ORDER_PLACED'
     WHERE order_code = $1 AND paid_at IS NULL RETURNING expires_at`,
    [orderCode, t.journey, t.definitionVersion, utmJson(t.utm), t.email, t.packageId, t.cityId, t.msisdn, t.packagePrice,
      t.securityDeposit, t.shippingFee, t.total, t.sameDay, t.expiresAt, JSON.stringify(t.payload), t.shippingSla],
  );
  const row = rows[0];
  if (!row) throw new Error(`order ${orderCode} is no longer unpaid`);
  return row.expires_at;
}

export async function addEvent(q: Queryable, orderCode: string, status: TrackStatus, at: Date): Promise<void> {
  await q.query('INSERT INTO order_events (order_code, status, at) VALUES ($1, $2, $3)', [orderCode, status, at]);
}

export const orderEvents = (q: Queryable, orderCode: string): Promise<Array<{ status: TrackStatus; at: Date }>> =>
  q.query<{ status: TrackStatus; at: Date }>('SELECT status, at FROM order_events WHERE order_code = $1 ORDER BY id', [orderCode]);

export const shipmentOf = async (q: Queryable, orderCode: string): Promise<{ courier: string; tracking_number: string; shipped_at: Date } | undefined> =>
  (await q.query<{ courier: string; tracking_number: string; shipped_at: Date }>(
    'SELECT courier, tracking_number, shipped_at FROM shipments WHERE order_code = $1', [orderCode],
  ))[0];

/** A payment was started: the order waits for it and lives at least as long. */
export async function markWaitingPayment(q: Queryable, orderCode: string, until: Date): Promise<void> {
  await q.query(`UPDATE orders SET expires_at = GREATEST(expires_at, $2), status = 'WAITING_PAYMENT' WHERE order_code = $1`, [orderCode, until]);
}

/** The order is paid (its number already sold to it): the shop's part is finished, so the order closes. */
export async function markPaid(q: Queryable, orderCode: string, at: Date): Promise<void> {
  await q.query(`UPDATE orders SET status = 'PAYMENT_SUCCESS', paid_at = $2, closed_at = $2 WHERE order_code = $1 AND paid_at IS NULL`, [orderCode, at]);
}

/** Its money was refunded (staff, at the gateway): the order is final. */
export async function closeOrder(q: Queryable, orderCode: string, at: Date): Promise<void> {
  await q.query('UPDATE orders SET closed_at = COALESCE(closed_at, $2) WHERE order_code = $1', [orderCode, at]);
}

/** A payment failed: an unpaid order shows it (true when it changed). */
export async function markPaymentFailed(q: Queryable, orderCode: string): Promise<boolean> {
  const rows = await q.query<{ order_code: string }>(
    `UPDATE orders SET status = 'PAYMENT_FAILED' WHERE order_code = $1 AND paid_at IS NULL RETURNING order_code`, [orderCode],
  );
  return rows.length > 0;
}

/** The journey's payload of an order as stored. */
export const orderPayload = async (q: Queryable, orderCode: string): Promise<Record<string, unknown>> =>
  (await q.query<{ payload: Record<string, unknown> }>('SELECT payload FROM orders WHERE order_code = $1', [orderCode]))[0]?.payload ?? {};

/** An order that records a request rather than a sale (a postpaid activation): nothing held, nothing to pay. */
export interface RecordOrder {
  orderCode: string; orderCodeEncrypted: string; orderType: string; productType: 'prepaid' | 'postpaid'; journey: string;
  definitionVersion: number; email: string; msisdn: string | null; payload: Record<string, unknown>; status: TrackStatus; at: Date;
}

export async function insertRecordOrder(q: Queryable, o: RecordOrder): Promise<void> {
  await q.query(
    `INSERT INTO orders (order_code, order_code_encrypted, journey, order_type, product_type, definition_version, session_id,
       email, msisdn, package_price, security_deposit, shipping_fee, total, same_day, status, created_at, expires_at, payload)
     VALUES ($1, $2, $3, $4, $5, $6, '', $7, $8, 0, 0, 0, 0, false, $9, $10, $10, $11)`,
    [o.orderCode, o.orderCodeEncrypted, o.journey, o.orderType, o.productType, o.definitionVersion, o.email, o.msisdn, o.status, o.at,
      JSON.stringify(o.payload)],
  );
}

/** A recorded request reached its result: its status, and it is closed. */
export async function closeRecordOrder(q: Queryable, orderCode: string, status: TrackStatus, at: Date): Promise<void> {
  await q.query('UPDATE orders SET status = $2, closed_at = $3 WHERE order_code = $1', [orderCode, status, at]);
}
