// The refunds staff owe (ops and admins, or the admin token, like the studio): money the shop received but could not use.
// GET lists them; POST .../done records that staff refunded one at the gateway.
import type { FastifyInstance } from 'fastify';
import { okSchema, refundParamsSchema, refundsResponseSchema, type RefundParams } from '../../../contracts';
import type { ShopContext } from '../../context';
import { notFound } from '../../errors';
import { errorResponses } from '../../http/error-responses';
import { requireCaller, type CallerAuth } from '../../studio/auth';
import { mayUseStaffScreens } from '../../editors/roles';
import { payables, paymentOutcomes } from '../../payables';
import { markRefunded, paymentById, refundsDue } from './queries';

/** The refund is recorded and its order, told by the `refunded` outcome in the same transaction, is final. */
async function refundDone(ctx: ShopContext, paymentId: string): Promise<void> {
  const now = ctx.now();
  const events = await ctx.db.tx(async (q) => {
    const batch = paymentOutcomes(ctx).begin();
    const payment = await paymentById(q, paymentId);
    // The order first, then the payment, as every writer locks.
    if (payment) await payables(ctx).find(q, payment.order_code, { lock: true });
    const code = await markRefunded(q, paymentId, now);
    if (code === undefined) throw notFound('No refund is due for this payment');
    await batch.emit(q, 'refunded', { code, paymentId, at: now });
    return batch;
  });
  await events.committed();
}

export function refundRoutes(app: FastifyInstance, ctx: ShopContext, auth: CallerAuth): void {
  void app.register(async (scope) => {
    scope.addHook('preHandler', requireCaller(auth, mayUseStaffScreens));
    scope.get('/api/studio/refunds', {
      schema: { tags: ['studio'], summary: 'Payments to refund (admin)', response: { 200: refundsResponseSchema, ...errorResponses } },
    }, async () => ({ refunds: await refundsDue(ctx.db) }));
    scope.post<{ Params: RefundParams }>('/api/studio/refunds/:paymentId/done', {
      schema: {
        tags: ['studio'], summary: 'Staff refunded this payment at the gateway (admin)', params: refundParamsSchema,
        response: { 200: okSchema, ...errorResponses },
      },
    }, async (req) => {
      await refundDone(ctx, req.params.paymentId);
      return { ok: true as const };
    });
  });
}
