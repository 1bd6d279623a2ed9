import type { Queryable } from '../../../db/types';
import type { LogisticRate } from './provider';

/** The courier id whose row stands for the coverage's retail stores (spec section 3: 5 retail store). */
const STORE_CTYPE = 5;

interface Row extends Omit<LogisticRate, 'address' | 'hours'> { address: string | null; hours: string | null }

/**
 * The options of a coverage: every courier row, and the store row once per store of the area (its
 * name, location id, address and hours); no store, no pick-up option.
 */
export async function ratesOfCoverage(q: Queryable, coverageId: number): Promise<LogisticRate[]> {
  const rows = await q.query<Row>(
    `SELECT ctype, name, price, old_price, free, sla, location_id, NULL AS address, NULL AS hours, 0 AS sort
       FROM logistics WHERE coverage_id = $1 AND ctype <> $2
     UNION ALL
     SELECT l.ctype, s.name, l.price, l.old_price, l.free, l.sla, s.location_id, s.address, s.hours, s.sort
       FROM logistics l JOIN stores s ON s.coverage_id = l.coverage_id
      WHERE l.coverage_id = $1 AND l.ctype = $2
     ORDER BY ctype, sort`,
    [coverageId, STORE_CTYPE],
  );
  return rows.map(({ address, hours, ctype, name, price, old_price, free, sla, location_id }) => ({
    ctype, name, price, old_price, free, sla, location_id,
    ...(address !== null ? { address } : {}), ...(hours !== null ? { hours } : {}),
  }));
}
