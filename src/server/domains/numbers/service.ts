import type { NumberSearchResponse, VanityResponse } from '../../../contracts';
import type { ShopContext } from '../../context';
import { DomainError, ErrorCode, notFound } from '../../errors';
import { assertActivePackage } from '../catalogue/service';
import { isAvailable, listLabels, searchRegular, searchVanity } from './queries';

/** Number selectors of GET /api/v2/:selectorName/:packageId. */
const VANITY_SELECTORS = new Set(['vanity']);

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

/**
 * Listings are cached briefly (dropped on every reservation); the pick itself is re-checked by
 * numbers.status and atomically by orders.create. cityId is accepted but the inventory is national.
 */
export async function regularNumbers(ctx: ShopContext, rawQuery: string | undefined, limit: number, offset: number): Promise<NumberSearchResponse> {
  const query = normaliseRegularQuery(rawQuery);
  return ctx.caches.numbers.get(`regular:${query ?? ''}:${limit}:${offset}`, async () =>
    ({ numbers: await searchRegular(ctx.db, ctx.now(), query, limit, offset) }));
}

export async function vanityNumbers(
  ctx: ShopContext, selector: string, packageId: number, q: { search?: string | undefined; label?: number | undefined; limit: number; offset: number },
): Promise<VanityResponse> {
  if (!VANITY_SELECTORS.has(selector)) throw notFound(`Unknown number selector "${selector}"`);
  const search = normaliseVanitySearch(q.search);
  await assertActivePackage(ctx, packageId);
  const [numbers, labels] = await Promise.all([
    ctx.caches.numbers.get(`vanity:${search ?? ''}:${q.label ?? ''}:${q.limit}:${q.offset}`, () =>
      searchVanity(ctx.db, ctx.now(), search, q.label, q.limit, q.offset)),
    ctx.caches.catalogue.get('labels', () => listLabels(ctx.db)),
  ]);
  return { numbers, labels };
}

/** 40011 when unknown (404), reserved by someone else or sold (409). */
export async function assertNumberAvailable(ctx: ShopContext, id: number): Promise<void> {
  const free = await isAvailable(ctx.db, ctx.now(), id);
  if (free === undefined) throw new DomainError(ErrorCode.NumberNotAvailable, 404, 'Selected number is not available');
  if (!free) throw new DomainError(ErrorCode.NumberNotAvailable, 409, 'Selected number is not available');
}
