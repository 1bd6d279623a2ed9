import type { FastifyInstance } from 'fastify';
import type { ShopContext } from '../../context';
import { operationRoute } from '../../http/operation-route';
import { logisticsOptions } from './service';
import { operations } from './contract';

export function logisticsRoutes(app: FastifyInstance, ctx: ShopContext): void {
  operationRoute(app, operations['logistics.options']).handle(async ({ params, body }) =>
    logisticsOptions(ctx, params.coverageId, params.packageId, body?.esim === true));
}
