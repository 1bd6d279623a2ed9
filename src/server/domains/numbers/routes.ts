import type { FastifyInstance } from 'fastify';
import { OPERATIONS, type VanityParams, type VanityQuery } from '../../../contracts';
import type { ShopContext } from '../../context';
import { operationRoute } from '../../http/operation-route';
import { IndexedSearch } from './indexed-search';
import { assertNumberAvailable, regularNumbers, vanityNumbers } from './service';

export function numberRoutes(app: FastifyInstance, ctx: ShopContext): void {
  const vanityList = async ({ params, query }: { params: VanityParams; query: VanityQuery }) =>
    vanityNumbers(ctx, params.selectorName, params.packageId, { search: query.search, label: query.label, limit: query.limit ?? 20, offset: query.offset ?? 0 });
  const indexed = new IndexedSearch(ctx.numberIndex, ctx.config.searchCacheSeconds > 0);
  operationRoute(app, OPERATIONS['numbers.regular']).handle(async ({ query }) =>
    regularNumbers(ctx, indexed, query.query, query.limit ?? 20, query.offset ?? 0));
  operationRoute(app, OPERATIONS['numbers.vanity']).handle(vanityList);
  // A store visit's list (A28, A32): the inventory has no store-only flag, so it is the vanity list itself;
  // its own path lets a store channel diverge later without touching the online one.
  operationRoute(app, OPERATIONS['numbers.retailVanity']).handle(vanityList);
  operationRoute(app, OPERATIONS['numbers.status']).handle(async ({ params }) => {
    await assertNumberAvailable(ctx, params.numberId);
    return { available: true as const };
  });
}
