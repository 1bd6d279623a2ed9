import type { StoresQuery, StoresResponse } from '../../../contracts';
import type { ShopContext } from '../../context';
import { searchStores, storeById } from './queries';

/**
 * The retail stores by city, from the table the pick-up option reads (one source of truth), cached
 * with the catalogue. The search text is trimmed and folded so " bandung" and "Bandung" share an entry.
 */
export function listStores(ctx: ShopContext, query: StoresQuery): Promise<StoresResponse> {
  const city = (query.city ?? '').trim().toLowerCase();
  const limit = query.limit ?? 50;
  const offset = query.offset ?? 0;
  return ctx.caches.reference.get(`stores:${limit}:${offset}:${city}`, () => searchStores(ctx.db, city, limit, offset));
}

/** A pick-up order's store (name, address, city, opening hours), cached with the catalogue. */
export const storeOf = (ctx: ShopContext, locationId: string) =>
  ctx.caches.reference.get(`store:${locationId}`, () => storeById(ctx.db, locationId));
