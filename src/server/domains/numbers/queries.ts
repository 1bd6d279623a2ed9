import type { NumberLabel, RegularNumber, VanityNumber } from '../../../contracts';
import type { Queryable } from '../../db/types';

/** A number is free when nobody holds it, or when its holder's reservation ran out. */
const availableSql = (alias = '', nowParam = '$1') =>
  `(${alias}status = 'AVAILABLE' OR (${alias}status = 'RESERVED' AND ${alias}reserved_until < ${nowParam}))`;

export async function searchRegular(q: Queryable, now: Date, query: string | undefined, limit: number, offset: number): Promise<RegularNumber[]> {
  // LIKE on the local form (0815...) so customers match what they see; served by the trigram index.
  const rows = await q.query<{ id: number; msisdn: string; price: number; old_price: number }>(
    `SELECT id, msisdn, price, old_price FROM numbers
     WHERE type = 'REGULAR' AND ${availableSql()} ${query ? `AND msisdn_local LIKE $4` : ''}
     ORDER BY sort_key LIMIT $2 OFFSET $3`,
    query ? [now, limit, offset, `%${query}%`] : [now, limit, offset],
  );
  return rows.map((r) => ({ id: r.id, msisdn: r.msisdn, type: 'REGULAR', price: r.price, old_price: r.old_price }));
}

export const listLabels = (q: Queryable): Promise<NumberLabel[]> =>
  q.query<NumberLabel>('SELECT id, label_id, label_en FROM number_labels ORDER BY id');

export async function searchVanity(
  q: Queryable, now: Date, search: string | undefined, label: number | undefined, limit: number, offset: number,
): Promise<VanityNumber[]> {
  const params: unknown[] = [now, limit, offset];
  const where: string[] = [];
  if (search) {
    params.push(`%${search}%`);
    where.push(`n.msisdn_local LIKE $${params.length}`);
  }
  if (label !== undefined) {
    params.push(label);
    where.push(`n.label = $${params.length}`);
  }
  const rows = await q.query<{ id: number; msisdn: string; label_id: string; label_en: string; price: number; old_price: number }>(
    `SELECT n.id, n.msisdn, l.label_id, l.label_en, n.price, n.old_price
     FROM numbers n JOIN number_labels l ON l.id = n.label
     WHERE n.type = 'VANITY' AND ${availableSql('n.')}
       ${where.map((w) => `AND ${w}`).join(' ')}
     ORDER BY n.sort_key LIMIT $2 OFFSET $3`,
    params,
  );
  return rows.map((r) => ({ ...r, type: 'VANITY' }));
}

/** undefined = no such number. */
export async function isAvailable(q: Queryable, now: Date, id: number): Promise<boolean | undefined> {
  const rows = await q.query<{ free: boolean }>(`SELECT ${availableSql()} AS free FROM numbers WHERE id = $2`, [now, id]);
  return rows[0]?.free;
}

type HeldNumber = { msisdn: string; price: number };
/** The number a reserving UPDATE returned (price as a number whatever the driver gives). */
const heldNumber = (rows: HeldNumber[]): HeldNumber | undefined => (rows[0] ? { msisdn: rows[0].msisdn, price: Number(rows[0].price) } : undefined);

/**
 * Reserves a number for an order until `until`: one conditional UPDATE, so of concurrent
 * reservations of one number exactly one gets a row back.
 */
export async function reserve(q: Queryable, now: Date, id: number, orderCode: string, until: Date): Promise<HeldNumber | undefined> {
  const rows = await q.query<HeldNumber>(
    `UPDATE numbers SET status = 'RESERVED', reserved_until = $2, order_code = $3
     WHERE id = $4 AND ${availableSql('', '$1')} RETURNING msisdn, price`,
    [now, until, orderCode, id],
  );
  return heldNumber(rows);
}

/** The order that holds a number right now (reserved, not yet run out), if any. */
export async function holderOf(q: Queryable, now: Date, id: number): Promise<string | undefined> {
  const rows = await q.query<{ order_code: string }>(
    `SELECT order_code FROM numbers WHERE id = $1 AND status = 'RESERVED' AND reserved_until >= $2 AND order_code IS NOT NULL`, [id, now],
  );
  return rows[0]?.order_code;
}

/** Keeps an order's reservation at least until `until`: the number, or undefined when the order no longer holds it. */
export async function extendHold(q: Queryable, id: number, orderCode: string, until: Date): Promise<HeldNumber | undefined> {
  const rows = await q.query<HeldNumber>(
    `UPDATE numbers SET reserved_until = GREATEST(reserved_until, $3)
     WHERE id = $1 AND order_code = $2 AND status = 'RESERVED' RETURNING msisdn, price`,
    [id, orderCode, until],
  );
  return heldNumber(rows);
}

/**
 * Sells a number to a paid order: one conditional UPDATE, so it succeeds only while the order still
 * holds the number or nobody does (its hold ran out and no other order took it). A number another
 * order holds or bought is never taken (false).
 */
export async function sell(q: Queryable, now: Date, id: number, orderCode: string): Promise<boolean> {
  const rows = await q.query<{ id: number }>(
    `UPDATE numbers SET status = 'SOLD', reserved_until = NULL, order_code = $3
     WHERE id = $2 AND ((status = 'RESERVED' AND order_code = $3) OR ${availableSql('', '$1')}) RETURNING id`,
    [now, id, orderCode],
  );
  return rows.length > 0;
}
