import type { FastifyInstance } from 'fastify';
import { OPERATIONS } from '../../../contracts';
import type { ShopContext } from '../../context';
import { operationRoute } from '../../http/operation-route';
import { dukcapilValid, validNik } from './service';

export function postpaidRoutes(app: FastifyInstance, ctx: ShopContext): void {
  operationRoute(app, OPERATIONS['postpaid.validNik']).handle(async ({ body }) => validNik(ctx, body.nik));
  operationRoute(app, OPERATIONS['postpaid.dukcapil']).handle(async ({ body }) => dukcapilValid(ctx, body));
}
