import type { FastifyInstance } from 'fastify';
import type { ShopContext } from '../../context';
import { operationRoute } from '../../http/operation-route';
import { listStores } from './service';
import { operations } from './contract';

export function storeRoutes(app: FastifyInstance, ctx: ShopContext): void {
  operationRoute(app, operations['stores.list']).handle(async ({ query }) => listStores(ctx, query));
}
