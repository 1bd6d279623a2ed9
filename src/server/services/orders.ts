import type { CreateOrderBody, CreateOrderResponse, TrackStatus } from '../../contracts';
import type { ShopContext } from '../context';
import type { Queryable } from '../db/types';
import { DomainError, ErrorCode, badRequest } from '../domain/errors';
import { encryptOrderCode, newOrderCode } from '../domain/order-code';
import { isSameDay } from '../domain/same-day';
import { availableSql } from './numbers';

/** eSIM orders have nothing to ship. */
const DIGITAL_ORDER_TYPES = new Set(['ESIMPRE', 'ESIMPOST']);
const minutes = (m: number) => m * 60_000;

export interface OrderRow {
  order_code: string;
  order_code_encrypted: string;
  order_type: string;
  product_type: 'prepaid' | 'postpaid';
  number_id: number;
  package_id: number;
  recipient_email: string;
  total: number;
  security_deposit: number;
  shipping_fee: number;
  same_day: boolean;
  status: TrackStatus;
  created_at: Date;
  expires_at: Date;
  paid_at: Date | null;
}

export const ORDER_COLUMNS = `order_code, order_code_encrypted, order_type, product_type, number_id, package_id, recipient_email,
  total, security_deposit, shipping_fee, same_day, status, created_at, expires_at, paid_at`;

export async function addEvent(q: Queryable, orderCode: string, status: TrackStatus, at: Date): Promise<void> {
  await q.query('INSERT INTO order_events (order_code, status, at) VALUES ($1, $2, $3)', [orderCode, status, at]);
}

/** The order when it exists and `email` is its recipient's (case-insensitive), else 40010. */
export async function findOrderForCustomer(q: Queryable, orderCode: string, email: string, lock = false): Promise<OrderRow> {
  const rows = await q.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM orders WHERE order_code = $1 ${lock ? 'FOR UPDATE' : ''}`, [orderCode],
  );
  const order = rows[0];
  if (!order || order.recipient_email.toLowerCase() !== email.trim().toLowerCase()) {
    throw new DomainError(ErrorCode.OrderNotFound, 404, 'Order not found, please check your information');
  }
  return order;
}

interface PackageRow { id: number; product_type: string; value: number; deposit: number; active: boolean }
interface LogisticRow { price: number; free: boolean }

async function shippingFee(ctx: ShopContext, body: CreateOrderBody, coverageId: number): Promise<number> {
  const { delivery } = body;
  if (DIGITAL_ORDER_TYPES.has(body.orderType)) return 0;
  if (!delivery) throw badRequest('delivery is required for a SIM card order');
  if (delivery.method === 'courier' && !body.recipient.address?.trim()) throw badRequest('recipient.address is required for courier delivery');
  if (delivery.method === 'pickup' && !delivery.storeId) throw badRequest('delivery.storeId is required for pick-up');
  const rows = await ctx.db.query<LogisticRow>('SELECT price, free FROM logistics WHERE coverage_id = $1 AND ctype = $2', [coverageId, delivery.ctype]);
  const option = rows[0];
  if (!option) throw badRequest(`delivery.ctype ${delivery.ctype} is not offered in this city`);
  // A20: a free option never adds its fee to the total.
  return option.free ? 0 : option.price;
}

/**
 * Creates an order and reserves its number in the same transaction. The reservation is one
 * conditional UPDATE, so of two concurrent orders for one number exactly one gets it (40011 for the other).
 */
export async function createOrder(ctx: ShopContext, body: CreateOrderBody): Promise<CreateOrderResponse> {
  const site = await ctx.site();
  const now = ctx.now();
  const city = (await ctx.db.query<{ coverage_id: number }>('SELECT coverage_id FROM cities WHERE id = $1', [body.cityId]))[0];
  if (!city) throw badRequest(`Unknown cityId ${body.cityId}`);

  // A bonus (child) package inherits its parent's activity and deposit.
  const pkg = (await ctx.db.query<PackageRow>(
    `SELECT p.id, p.product_type, p.value, COALESCE(parent.security_deposit, p.security_deposit) AS deposit,
            p.active AND COALESCE(parent.active, true) AS active
     FROM packages p LEFT JOIN packages parent ON parent.id = p.parent_id WHERE p.id = $1`, [body.packageId],
  ))[0];
  if (!pkg || !pkg.active) throw new DomainError(ErrorCode.PackageNotAvailable, 409, 'Selected package is no longer available');
  if (pkg.product_type !== body.productType) throw badRequest(`Package ${body.packageId} is not a ${body.productType} package`);

  const fee = await shippingFee(ctx, body, city.coverage_id);
  // A21: prepaid carries the site's fixed deposit; postpaid the package's own amount.
  const deposit = body.productType === 'prepaid' ? site.constants.securityDeposit : pkg.deposit;
  // The total adds the number's own price too (vanity numbers are sold; regular numbers cost 0).
  const sameDay = isSameDay(now, site.constants.sameDayCutoff, site.constants.timezone);
  const expiresAt = new Date(now.getTime() + minutes(ctx.config.numberReservationMinutes));

  for (let attempt = 0; ; attempt++) {
    const code = newOrderCode(body.orderType, now, site.constants.timezone);
    try {
      const created = await ctx.db.tx(async (q) => {
        const reserved = await q.query<{ id: number; price: number }>(
          `UPDATE numbers SET status = 'RESERVED', reserved_until = $2, order_code = $3
           WHERE id = $4 AND ${availableSql('', '$1')} RETURNING id, price`,
          [now, expiresAt, code, body.numberId],
        );
        if (reserved.length === 0) throw new DomainError(ErrorCode.NumberNotAvailable, 409, 'Selected number is not available');
        const total = pkg.value + Number(reserved[0].price) + deposit + fee;
        const r = body.recipient;
        await q.query(
          `INSERT INTO orders (order_code, order_code_encrypted, journey, order_type, product_type, definition_version,
             city_id, number_id, package_id, recipient_name, recipient_phone, recipient_email, recipient_address, recipient_notes,
             delivery_method, delivery_ctype, delivery_store_id, session_id, utm,
             package_price, security_deposit, shipping_fee, total, same_day, status, created_at, expires_at)
           VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,'ORDER_PLACED',$25,$26)`,
          [code, encryptOrderCode(code, ctx.config.orderCodeSecret), body.journey, body.orderType, body.productType, body.definitionVersion,
            body.cityId, body.numberId, body.packageId, r.name.trim(), r.phone, r.email.trim(), r.address?.trim() ?? '', r.notes?.trim() ?? '',
            body.delivery?.method ?? null, body.delivery?.ctype ?? null, body.delivery?.storeId ?? null, body.sessionId,
            body.utm ? JSON.stringify(body.utm) : null, pkg.value, deposit, fee, total, sameDay, now, expiresAt],
        );
        await addEvent(q, code, 'ORDER_RECEIVED', now);
        await addEvent(q, code, 'ORDER_PLACED', now);
        return {
          order_code: code,
          order_code_encrypted: encryptOrderCode(code, ctx.config.orderCodeSecret),
          order_date: now.toISOString(),
          order_expire: expiresAt.toISOString(),
          total,
          security_deposit: deposit,
          shipping_fee: fee,
          same_day: sameDay,
        };
      });
      // This process must not list the number it just reserved.
      ctx.caches.numbers.invalidate();
      return created;
    } catch (err) {
      // A clash of two random order codes: draw again (the number reservation rolled back with it).
      if (attempt < 3 && isUniqueViolation(err)) continue;
      throw err;
    }
  }
}

const isUniqueViolation = (err: unknown) =>
  typeof err === 'object' && err !== null && 'code' in err && err.code === '23505';
