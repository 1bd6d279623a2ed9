import type { FastifyInstance } from 'fastify';
import {
  createPaymentBodySchema, okSchema, orderCodeParamsSchema, paymentNotificationSchema, paymentResponseSchema,
  type CreatePaymentBody, type ErrorEnvelope, type Ok, type OrderCodeParams, type PaymentNotification, type PaymentResponse,
} from '../../contracts';
import type { ShopContext } from '../context';
import { envelope } from '../http/errors';
import { rawBodyOf } from '../http/json-parser';
import { applyNotification } from '../services/notifications';
import { createPayment, currentPayment } from '../services/payments';
import { errorResponses } from './common';

export function paymentRoutes(app: FastifyInstance, ctx: ShopContext): void {
  app.post<{ Params: OrderCodeParams; Body: CreatePaymentBody; Reply: PaymentResponse }>('/api/orders/:orderCode/payments', {
    schema: {
      tags: ['payments'], summary: 'Start (or retry) paying an order with a method of site.json (40023 paid, 40020 expired)',
      params: orderCodeParamsSchema, body: createPaymentBodySchema, response: { 200: paymentResponseSchema, ...errorResponses },
    },
  }, async (req) => ({ payment: await createPayment(ctx, req.params.orderCode, req.body) }));

  app.get<{ Params: OrderCodeParams; Reply: PaymentResponse }>('/api/orders/:orderCode/payment', {
    schema: {
      tags: ['payments'], summary: 'The latest payment of an order (polled by the waiting pages)',
      params: orderCodeParamsSchema, response: { 200: paymentResponseSchema, ...errorResponses },
    },
  }, async (req) => ({ payment: await currentPayment(ctx, req.params.orderCode) }));

  app.post<{ Body: PaymentNotification; Reply: Ok | ErrorEnvelope }>('/api/payments/notify', {
    config: { rawBody: true },
    schema: {
      tags: ['payments'], summary: 'Gateway notification; header x-signature = HMAC-SHA256 hex of the raw body (forged: 401; replay: 200, no change)',
      body: paymentNotificationSchema, response: { 200: okSchema, ...errorResponses },
    },
    // The signature is checked before the body is even validated: an unsigned caller learns nothing.
    preValidation: async (req, reply) => {
      const sig = req.headers['x-signature'];
      if (!ctx.payments.verifyNotification(rawBodyOf(req) ?? '', typeof sig === 'string' ? sig : undefined)) {
        return reply.code(401).send(envelope(401, 'Invalid notification signature'));
      }
    },
  }, async (req) => {
    await applyNotification(ctx, req.body, rawBodyOf(req) ?? '');
    return { ok: true as const };
  });
}
