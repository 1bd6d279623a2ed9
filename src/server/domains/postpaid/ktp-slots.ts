// The spec's "an ID may be used for at most 3 orders" (§5, §9, 40016), kept by the database: one
// counter row per NIK, raised by a conditional upsert. Concurrent orders for one NIK queue on that
// row's lock, and the one that would pass the limit finds no row to update, so no race can pass it.
// The limit is the published site's `maxOrdersPerKtp` (an editor's change applies to the next order;
// a NIK that already has more orders than a lowered limit simply places no further one).
import type { Queryable } from '../../db/types';
import { DomainError } from '../../errors';
import { PostpaidError } from './errors';

export const ktpLimitReached = (limit: number) =>
  new DomainError(PostpaidError.KtpOrderLimit, 409, `You have already ordered ${limit} ${limit === 1 ? 'time' : 'times'} with the same KTP.`);

/** Takes one of the NIK's `limit` order slots inside the order's transaction (rolled back with it); 40016 when none is left. */
export async function claimKtpSlot(q: Queryable, nik: string, limit: number): Promise<void> {
  const rows = await q.query<{ orders: number }>(
    `INSERT INTO ktp_usage (nik, orders) VALUES ($1, 1)
     ON CONFLICT (nik) DO UPDATE SET orders = ktp_usage.orders + 1 WHERE ktp_usage.orders < $2
     RETURNING orders`,
    [nik, limit],
  );
  if (rows.length === 0) throw ktpLimitReached(limit);
}

/** How many orders the NIK has placed (0 when none). */
export async function ordersOfKtp(q: Queryable, nik: string): Promise<number> {
  const [row] = await q.query<{ orders: number }>('SELECT orders FROM ktp_usage WHERE nik = $1', [nik]);
  return row?.orders ?? 0;
}
