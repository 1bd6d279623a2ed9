import type { FastifyInstance } from 'fastify';
import type { ShopContext } from '../../context';
import { operationRoute } from '../../http/operation-route';
import { dukcapilValid, validNik } from './service';
import { operations } from './contract';

export function postpaidRoutes(app: FastifyInstance, ctx: ShopContext): void {
  operationRoute(app, operations['postpaid.validNik']).handle(async ({ body }) => validNik(ctx, body.nik));
  operationRoute(app, operations['postpaid.dukcapil']).handle(async ({ body }) => dukcapilValid(ctx, body));
}
