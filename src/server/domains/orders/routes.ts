import type { FastifyInstance } from 'fastify';
import type { ShopContext } from '../../context';
import { idempotentTx } from '../../idempotency';
import { lang } from '../../http/language';
import { operationRoute } from '../../http/operation-route';
import { refuseWithoutFacts, requiredFacts } from '../../visit/required-facts';
import { orderTypeOf } from './order-types';
import { createOrder, orderForCustomer, trackOrder } from './service';
import { rememberVisitOrder, visitPlaced } from './visit-orders';
import { operations } from './contract';

export function orderRoutes(app: FastifyInstance, ctx: ShopContext): void {
  const create = operations['orders.create'];
  operationRoute(app, create).handle(async ({ body, idempotencyKey, request, reply }) => {
    // An order type may need facts of the visit (an email code verified for the number it is about),
    // checked here whatever the browser's guard let through.
    const { requires } = await orderTypeOf(ctx, body.orderType, body.definitionSet);
    if (requires) await refuseWithoutFacts(ctx.visits, request, requiredFacts(requires, { payload: body.payload }));
    const created = await createOrder(ctx, body, idempotentTx(ctx.db, { operation: create.name, key: idempotencyKey, request: body, now: ctx.now() }));
    rememberVisitOrder(request, reply, ctx.config.orderCodeSecret, ctx.now(), created.order_code);
    return created;
  });
  operationRoute(app, operations['orders.get']).handle(async ({ params, query }) =>
    orderForCustomer(ctx, params.orderCode, query.email, lang(query.language)));
  operationRoute(app, operations['orders.track']).handle(async ({ params, query, request }) =>
    trackOrder(ctx, params.orderCode, query.email, (code) => visitPlaced(request, ctx.config.orderCodeSecret, ctx.now(), code)));
}
