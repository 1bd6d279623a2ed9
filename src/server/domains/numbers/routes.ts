import type { FastifyInstance } from 'fastify';
import { OPERATIONS } from '../../../contracts';
import type { ShopContext } from '../../context';
import { operationRoute } from '../../http/operation-route';
import { assertNumberAvailable, regularNumbers, vanityNumbers } from './service';

export function numberRoutes(app: FastifyInstance, ctx: ShopContext): void {
  operationRoute(app, OPERATIONS['numbers.regular']).handle(async ({ query }) =>
    regularNumbers(ctx, query.query, query.limit ?? 20, query.offset ?? 0));
  operationRoute(app, OPERATIONS['numbers.vanity']).handle(async ({ params, query }) =>
    vanityNumbers(ctx, params.selectorName, params.packageId, { search: query.search, label: query.label, limit: query.limit ?? 20, offset: query.offset ?? 0 }));
  operationRoute(app, OPERATIONS['numbers.status']).handle(async ({ params }) => {
    await assertNumberAvailable(ctx, params.numberId);
    return { available: true as const };
  });
}
