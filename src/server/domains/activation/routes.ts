import type { FastifyInstance } from 'fastify';
import type { ShopContext } from '../../context';
import { operationRoute } from '../../http/operation-route';
import { rememberVisitOrder } from '../orders/visit-orders';
import { lookupActivation, submitActivation } from './service';
import { operations } from './contract';

export function activationRoutes(app: FastifyInstance, ctx: ShopContext): void {
  operationRoute(app, operations['activation.lookup']).handle(async ({ params, query }) => lookupActivation(ctx, params.orderCode, query.email));
  operationRoute(app, operations['activation.submit']).handle(async ({ params, body, request, reply }) => {
    const done = await submitActivation(ctx, params.orderCode, body.email);
    // The activation's own order opens from this visit without its email, like an order placed here.
    rememberVisitOrder(request, reply, ctx.config.orderCodeSecret, ctx.now(), done.activation_code);
    return done;
  });
}
