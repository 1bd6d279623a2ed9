import type { FastifyInstance } from 'fastify';
import { OPERATIONS } from '../../../contracts';
import type { ShopContext } from '../../context';
import { operationRoute } from '../../http/operation-route';
import { recordTraffic } from './service';

export function trackingRoutes(app: FastifyInstance, ctx: ShopContext): void {
  operationRoute(app, OPERATIONS['tracking.traffic']).handle(async ({ body, request }) => recordTraffic(ctx, body, request.ip));
}
