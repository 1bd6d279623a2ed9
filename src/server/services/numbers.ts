import type { NumberLabel, RegularNumber, VanityNumber } from '../../contracts';
import type { Db } from '../db/types';
import { DomainError, ErrorCode } from '../domain/errors';

/** A number is free when nobody holds it, or when its holder's reservation ran out. */
export const availableSql = (alias = '', nowParam = '$1') =>
  `(${alias}status = 'AVAILABLE' OR (${alias}status = 'RESERVED' AND ${alias}reserved_until < ${nowParam}))`;

/**
 * Regular-number search keyword (A2): digits only, 3-4 characters; longer input is cut to 4;
 * empty means no filter. Anything else is 40031.
 */
export function normaliseRegularQuery(query: string | undefined): string | undefined {
  const q = (query ?? '').trim();
  if (q === '') return undefined;
  if (!/^\d+$/.test(q) || q.length < 3) {
    throw new DomainError(ErrorCode.SearchTooShort, 400, 'Search keyword must be at least 3 digits');
  }
  return q.slice(0, 4);
}

/** Vanity search keyword (A2): exactly 6 digits, else 40073; empty means no filter. */
export function normaliseVanitySearch(search: string | undefined): string | undefined {
  const q = (search ?? '').trim();
  if (q === '') return undefined;
  if (!/^\d{6}$/.test(q)) throw new DomainError(ErrorCode.VanitySearchLength, 400, 'Search keyword length is 6 (minimum 6 characters)');
  return q;
}

export async function searchRegularNumbers(
  db: Db, now: Date, query: string | undefined, limit: number, offset: number,
): Promise<RegularNumber[]> {
  // LIKE on the local form (0815...) so customers match what they see; served by the trigram index.
  const rows = await db.query<{ id: number; msisdn: string; price: number; old_price: number }>(
    `SELECT id, msisdn, price, old_price FROM numbers
     WHERE type = 'REGULAR' AND ${availableSql()} ${query ? `AND msisdn_local LIKE $4` : ''}
     ORDER BY sort_key LIMIT $2 OFFSET $3`,
    query ? [now, limit, offset, `%${query}%`] : [now, limit, offset],
  );
  return rows.map((r) => ({ id: r.id, msisdn: r.msisdn, type: 'REGULAR', price: r.price, old_price: r.old_price }));
}

export async function listLabels(db: Db): Promise<NumberLabel[]> {
  return db.query<NumberLabel>('SELECT id, label_id, label_en FROM number_labels ORDER BY id');
}

export async function searchVanityNumbers(
  db: Db, now: Date, search: string | undefined, label: number | undefined, limit: number, offset: number,
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
  const rows = await db.query<{ id: number; msisdn: string; label_id: string; label_en: string; price: number; old_price: number }>(
    `SELECT n.id, n.msisdn, l.label_id, l.label_en, n.price, n.old_price
     FROM numbers n JOIN number_labels l ON l.id = n.label
     WHERE n.type = 'VANITY' AND ${availableSql('n.')}
       ${where.map((w) => `AND ${w}`).join(' ')}
     ORDER BY n.sort_key LIMIT $2 OFFSET $3`,
    params,
  );
  return rows.map((r) => ({ ...r, type: 'VANITY' }));
}

/** POST /api/number/status/:id — 40011 when unknown, reserved by someone else or sold. */
export async function assertNumberAvailable(db: Db, now: Date, id: number): Promise<void> {
  const rows = await db.query<{ free: boolean }>(`SELECT ${availableSql()} AS free FROM numbers WHERE id = $2`, [now, id]);
  const row = rows[0];
  if (!row) throw new DomainError(ErrorCode.NumberNotAvailable, 404, 'Selected number is not available');
  if (!row.free) throw new DomainError(ErrorCode.NumberNotAvailable, 409, 'Selected number is not available');
}
