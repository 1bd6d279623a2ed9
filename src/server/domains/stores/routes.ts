import type { FastifyInstance } from 'fastify';
import { OPERATIONS } from '../../../contracts';
import type { ShopContext } from '../../context';
import { operationRoute } from '../../http/operation-route';
import { listStores } from './service';

export function storeRoutes(app: FastifyInstance, ctx: ShopContext): void {
  operationRoute(app, OPERATIONS['stores.list']).handle(async ({ query }) => listStores(ctx, query));
}
