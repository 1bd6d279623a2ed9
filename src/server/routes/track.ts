import type { FastifyInstance } from 'fastify';
import {
  orderCodeParamsSchema, trackQuerySchema, trackResponseSchema,
  type OrderCodeParams, type TrackQuery, type TrackResponse, type TrackStatus,
} from '../../contracts';
import type { ShopContext } from '../context';
import { findOrderForCustomer } from '../services/orders';
import { errorResponses } from './common';

export function trackRoutes(app: FastifyInstance, ctx: ShopContext): void {
  app.get<{ Params: OrderCodeParams; Querystring: TrackQuery; Reply: TrackResponse }>('/api/track/:orderCode', {
    schema: {
      tags: ['orders'], summary: 'Order status and timeline (40010 when unknown or the email differs)',
      params: orderCodeParamsSchema, querystring: trackQuerySchema, response: { 200: trackResponseSchema, ...errorResponses },
    },
  }, async (req) => {
    const order = await findOrderForCustomer(ctx.db, req.params.orderCode, req.query.email);
    const events = await ctx.db.query<{ status: TrackStatus; at: Date }>(
      'SELECT status, at FROM order_events WHERE order_code = $1 ORDER BY id', [order.order_code],
    );
    return { order_code: order.order_code, status: order.status, timeline: events.map((e) => ({ status: e.status, at: e.at.toISOString() })) };
  });
}
