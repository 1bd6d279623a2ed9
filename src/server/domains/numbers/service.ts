import type { NumberSearchResponse, VanityResponse } from '../../../contracts';
import { keptWithCache } from '../../cache';
import type { ShopContext } from '../../context';
import { DomainError, notFound } from '../../errors';
import { assertActivePackage } from '../catalogue/service';
import type { IndexedSearch } from './indexed-search';
import { isAvailable, listLabels, searchRegular, searchVanity } from './queries';
import { NumberError } from './errors';
import { takesOf } from './taken-numbers';

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
    throw new DomainError(NumberError.SearchTooShort, 400, 'Search keyword must be at least 3 digits');
  }
  return q.slice(0, 4);
}

/** Vanity search keyword (A2): exactly 6 digits, else 40073; empty means no filter. */
export function normaliseVanitySearch(search: string | undefined): string | undefined {
  const q = (search ?? '').trim();
  if (q === '') return undefined;
  if (!/^\d{6}$/.test(q)) throw new DomainError(NumberError.VanitySearchLength, 400, 'Search keyword length is 6 (minimum 6 characters)');
  return q;
}

/**
 * Search listings are cached briefly as candidate lists: the first rows of a search, a window
 * beyond the page asked for, loaded once per keyword. Each read filters out the numbers taken
 * since (takesOf(ctx).taken, every process's orders), so an order hides only the number it
 * took and every other cached search stays. A list too short after filtering is read again.
 * The pick itself is re-checked by numbers.status and atomically by orders.create.
 */
const WINDOW = 20;
/** Rows beyond the window, so a few takes do not send a page back to the database (every row more is index work for a new keyword). */
const SPARE = 20;

interface Candidates<T> { rows: T[]; complete: boolean }
const answers = new WeakMap<object, Map<string, { version: number; rows: unknown[] }>>();

async function listing<T extends { id: number }>(
  ctx: ShopContext, key: string, limit: number, offset: number, load: (size: number) => Promise<T[]>,
): Promise<T[]> {
  const want = offset + limit;
  const size = Math.ceil(want / WINDOW) * WINDOW + SPARE;
  const list = await ctx.caches.search.get<Candidates<T>>(`${key}:${size}`, async () => {
    const rows = await load(size);
    return { rows, complete: rows.length < size };
  });
  const taken = takesOf(ctx).taken;
  // The page for this list at this version of the taken set is kept with the list (its bytes too).
  const pages = answers.get(list) ?? new Map<string, { version: number; rows: unknown[] }>();
  answers.set(list, pages);
  const page = `${offset}:${limit}`;
  const kept = pages.get(page);
  if (kept && kept.version === taken.version) return kept.rows as T[];
  const free = list.rows.filter((r) => !taken.has(r.id));
  if (free.length < want && !list.complete) return (await load(want)).slice(offset);
  const rows = free.slice(offset, want);
  pages.set(page, { version: taken.version, rows });
  return rows;
}

/** cityId is accepted but the inventory is national. From the number index once it is loaded, else from the database. */
export async function regularNumbers(
  ctx: ShopContext, indexed: IndexedSearch, rawQuery: string | undefined, limit: number, offset: number,
): Promise<NumberSearchResponse> {
  const query = normaliseRegularQuery(rawQuery);
  const answer = indexed.answer(query, limit, offset, ctx.now().getTime());
  if (answer) return answer;
  const rows = await listing(ctx, `regular:${query ?? ''}`, limit, offset, (size) => searchRegular(ctx.db, ctx.now(), query, size, 0));
  return answerOf(rows, () => ({ numbers: rows }));
}

const wrapped = new WeakMap<object, object>();
/** One answer object per kept page, so its serialised and compressed body is kept with it. */
const answerOf = <T extends object>(rows: object, make: () => T): T => {
  let a = wrapped.get(rows) as T | undefined;
  if (!a) {
    a = keptWithCache(make());
    wrapped.set(rows, a);
  }
  return a;
};

export async function vanityNumbers(
  ctx: ShopContext, selector: string, packageId: number, q: { search?: string | undefined; label?: number | undefined; limit: number; offset: number },
): Promise<VanityResponse> {
  if (!VANITY_SELECTORS.has(selector)) throw notFound(`Unknown number selector "${selector}"`);
  const search = normaliseVanitySearch(q.search);
  await assertActivePackage(ctx, packageId);
  const [numbers, labels] = await Promise.all([
    listing(ctx, `vanity:${search ?? ''}:${q.label ?? ''}`, q.limit, q.offset, (size) => searchVanity(ctx.db, ctx.now(), search, q.label, size, 0)),
    ctx.caches.reference.get('labels', () => listLabels(ctx.db)),
  ]);
  return { numbers, labels };
}

/** 40011 when unknown (404), reserved by someone else or sold (409). */
export async function assertNumberAvailable(ctx: ShopContext, id: number): Promise<void> {
  const free = await isAvailable(ctx.db, ctx.now(), id);
  if (free === undefined) throw new DomainError(NumberError.NumberNotAvailable, 404, 'Selected number is not available');
  if (!free) throw new DomainError(NumberError.NumberNotAvailable, 409, 'Selected number is not available');
}
