import type { FastifyInstance } from 'fastify';
import { type Payment } from '../../../contracts';
import type { ShopContext } from '../../context';
import { envelope } from '../../http/errors';
import { rawBodyOf } from '../../http/json-parser';
import { operationRoute } from '../../http/operation-route';
import { applyNotification } from './notifications';
import { createPayment, currentPayment, paymentStatus } from './service';
import { operations } from './contract';
import { paymentsProvider } from './providers/slot';

export function paymentRoutes(app: FastifyInstance, ctx: ShopContext): void {
  const gateway = ctx.parts.provider(paymentsProvider);
  // In sandbox mode the answer names the sandbox page, so the waiting screens can link testers to it.
  const sandboxed = (p: Payment): Payment => (gateway.name === 'sandbox' ? { ...p, sandbox_url: `/sandbox/pay/${encodeURIComponent(p.id)}` } : p);
  operationRoute(app, operations['payments.create']).handle(async ({ params, body }) => ({ payment: sandboxed(await createPayment(ctx, params.orderCode, body)) }));
  operationRoute(app, operations['payments.current']).handle(async ({ params, query }) => ({ payment: sandboxed(await currentPayment(ctx, params.orderCode, query.email ?? '')) }));
  operationRoute(app, operations['payments.status']).handle(async ({ params }) => ({ status: await paymentStatus(ctx, params.orderCode) }));
  operationRoute(app, operations['payments.notify']).handle(async ({ body, request }) => {
    await applyNotification(ctx, body, rawBodyOf(request) ?? '');
    return { ok: true as const };
  }, {
    rawBody: true,
    // The signature is checked before the body is even validated: an unsigned caller learns nothing.
    preValidation: async (req, reply) => {
      const sig = req.headers['x-signature'];
      if (!gateway.verifyNotification(rawBodyOf(req) ?? '', typeof sig === 'string' ? sig : undefined)) {
        return reply.code(401).send(envelope(401, 'Invalid notification signature'));
      }
    },
  });
}
