import type { FastifyInstance } from 'fastify';
import type { VanityParams, VanityQuery } from '../../../contracts';
import type { ShopContext } from '../../context';
import { operationRoute } from '../../http/operation-route';
import { IndexedSearch } from './indexed-search';
import { startNumberIndex } from './start-index';
import { assertNumberAvailable, regularNumbers, vanityNumbers } from './service';
import { operations } from './contract';

export async function numberRoutes(app: FastifyInstance, ctx: ShopContext): Promise<void> {
  const vanityList = async ({ params, query }: { params: VanityParams; query: VanityQuery }) =>
    vanityNumbers(ctx, params.selectorName, params.packageId, { search: query.search, label: query.label, limit: query.limit ?? 20, offset: query.offset ?? 0 });
  const indexed = new IndexedSearch(await startNumberIndex(app, ctx), ctx.config.searchCacheSeconds > 0);
  operationRoute(app, operations['numbers.regular']).handle(async ({ query }) =>
    regularNumbers(ctx, indexed, query.query, query.limit ?? 20, query.offset ?? 0));
  operationRoute(app, operations['numbers.vanity']).handle(vanityList);
  // A store visit's list (A28, A32): the inventory has no store-only flag, so it is the vanity list itself;
  // its own path lets a store channel diverge later without touching the online one.
  operationRoute(app, operations['numbers.retailVanity']).handle(vanityList);
  operationRoute(app, operations['numbers.status']).handle(async ({ params }) => {
    await assertNumberAvailable(ctx, params.numberId);
    return { available: true as const };
  });
}
