import type { FastifyInstance } from 'fastify';
import type { ShopContext } from '../../context';
import { operationRoute } from '../../http/operation-route';
import { recordTraffic } from './service';
import { operations } from './contract';

export function trackingRoutes(app: FastifyInstance, ctx: ShopContext): void {
  operationRoute(app, operations['tracking.traffic']).handle(async ({ body, request }) => recordTraffic(ctx, body, request.ip));
}
