// The refunds staff owe (ops and admins, or the admin token, like the studio): money the shop received but could not use.
// GET lists them; POST .../done records that staff refunded one at the gateway.
import type { FastifyInstance } from 'fastify';
import { okSchema, refundParamsSchema, refundsResponseSchema, type RefundParams } from '../../../contracts';
import type { ShopContext } from '../../context';
import { notFound } from '../../errors';
import { errorResponses } from '../../http/error-responses';
import { requireCaller, type CallerAuth } from '../../studio/auth';
import { mayUseStaffScreens } from '../../editors/roles';
import { markRefunded, refundsDue } from './queries';

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
      if (!(await markRefunded(ctx.db, req.params.paymentId, ctx.now()))) throw notFound('No refund is due for this payment');
      return { ok: true as const };
    });
  });
}
