import type { Store } from '../../../contracts';
import type { Queryable } from '../../db/types';

interface Row { location_id: string; name: string; address: string; city: string; hours: string; lat: number | null; lng: number | null; total: number }

/** LIKE's own wildcards in the customer's text match themselves. */
const likeEscaped = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A page of the stores whose city contains `city` (case-insensitive), with how many match in all. */
export async function searchStores(q: Queryable, city: string, limit: number, offset: number): Promise<{ stores: Store[]; total: number }> {
  const rows = await q.query<Row>(
    `SELECT location_id, name, address, city, hours, lat, lng, count(*) OVER ()::int AS total
       FROM stores WHERE lower(city) LIKE '%' || lower($1) || '%'
      ORDER BY lower(city), sort, location_id LIMIT $2 OFFSET $3`,
    [likeEscaped(city), limit, offset],
  );
  const stores = rows.map((r) => ({
    locationId: r.location_id, name: r.name, address: r.address, city: r.city, hours: r.hours,
    ...(r.lat !== null && r.lng !== null ? { lat: r.lat, lng: r.lng } : {}),
  }));
  // An offset past the end has no row to carry the total: count again only then.
  if (rows.length > 0 || offset === 0) return { stores, total: rows[0]?.total ?? 0 };
  const [c] = await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM stores WHERE lower(city) LIKE '%' || lower($1) || '%'`, [likeEscaped(city)]);
  return { stores, total: c?.n ?? 0 };
}

/** One store by its location id (a pick-up order's store), as it is now. */
export async function storeById(q: Queryable, locationId: string): Promise<Omit<Store, 'lat' | 'lng'> | undefined> {
  const rows = await q.query<{ location_id: string; name: string; address: string; city: string; hours: string }>(
    'SELECT location_id, name, address, city, hours FROM stores WHERE location_id = $1', [locationId],
  );
  const r = rows[0];
  return r && { locationId: r.location_id, name: r.name, address: r.address, city: r.city, hours: r.hours };
}
