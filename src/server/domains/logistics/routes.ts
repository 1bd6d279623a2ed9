import type { FastifyInstance } from 'fastify';
import { OPERATIONS } from '../../../contracts';
import type { ShopContext } from '../../context';
import { operationRoute } from '../../http/operation-route';
import { logisticsOptions } from './service';

export function logisticsRoutes(app: FastifyInstance, ctx: ShopContext): void {
  operationRoute(app, OPERATIONS['logistics.options']).handle(async ({ params, body }) =>
    logisticsOptions(ctx, params.coverageId, params.packageId, body?.esim === true));
}
