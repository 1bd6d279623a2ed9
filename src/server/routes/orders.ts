import type { FastifyInstance } from 'fastify';
import {
  createOrderBodySchema, createOrderResponseSchema, orderCodeParamsSchema, orderQuerySchema, orderResponseSchema,
  type CreateOrderBody, type CreateOrderResponse, type OrderCodeParams, type OrderQuery, type OrderResponse,
} from '../../contracts';
import type { ShopContext } from '../context';
import { createOrder, findOrderForCustomer } from '../services/orders';
import { latestPayment, paymentView } from '../services/payments';
import { errorResponses, lang } from './common';

export function orderRoutes(app: FastifyInstance, ctx: ShopContext): void {
  app.post<{ Body: CreateOrderBody; Reply: CreateOrderResponse }>('/api/orders', {
    schema: {
      tags: ['orders'], summary: 'Create an order and reserve its number atomically (40011 when taken)',
      body: createOrderBodySchema, response: { 200: createOrderResponseSchema, ...errorResponses },
    },
  }, async (req) => createOrder(ctx, req.body));

  app.get<{ Params: OrderCodeParams; Querystring: OrderQuery; Reply: OrderResponse }>('/api/orders/:orderCode', {
    schema: {
      tags: ['orders'], summary: 'An order for its customer (40010 when unknown or the email differs)',
      params: orderCodeParamsSchema, querystring: orderQuerySchema, response: { 200: orderResponseSchema, ...errorResponses },
    },
  }, async (req) => {
    const order = await findOrderForCustomer(ctx.db, req.params.orderCode, req.query.email);
    const l = lang(req.query.language);
    const [extra] = await ctx.db.query<{ msisdn: string; package_name: string; package_value: number }>(
      `SELECT n.msisdn, p.name_${l} AS package_name, p.value AS package_value
       FROM numbers n, packages p WHERE n.id = $1 AND p.id = $2`, [order.number_id, order.package_id],
    );
    const payment = await latestPayment(ctx.db, order.order_code);
    return {
      order_code: order.order_code, status: order.status, email: order.recipient_email, msisdn: extra?.msisdn ?? '',
      package: { id: order.package_id, name: extra?.package_name ?? '', value: extra?.package_value ?? 0 },
      total: order.total, security_deposit: order.security_deposit, shipping_fee: order.shipping_fee,
      order_date: order.created_at.toISOString(), order_expire: order.expires_at.toISOString(), same_day: order.same_day,
      product_type: order.product_type, order_type: order.order_type as OrderResponse['order_type'],
      ...(payment ? { payment: await paymentView(payment, ctx.now()) } : {}),
    };
  });
}
