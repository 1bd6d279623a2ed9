import type { FastifyInstance } from 'fastify';
import { OPERATIONS } from '../../../contracts';
import type { ShopContext } from '../../context';
import { operationRoute } from '../../http/operation-route';
import { lookupActivation, submitActivation } from './service';

export function activationRoutes(app: FastifyInstance, ctx: ShopContext): void {
  operationRoute(app, OPERATIONS['activation.lookup']).handle(async ({ params, query }) => lookupActivation(ctx, params.orderCode, query.email));
  operationRoute(app, OPERATIONS['activation.submit']).handle(async ({ params, body }) => submitActivation(ctx, params.orderCode, body.email));
}
