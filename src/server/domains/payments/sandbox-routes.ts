// GET/POST /sandbox/pay/...: the sandbox gateway's pay page and the buttons behind it. Registered
// only when the payment provider is the sandbox.
import type { FastifyInstance } from 'fastify';
import { paymentIdParamsSchema, sandboxOutcomeParamsSchema, type PaymentIdParams, type SandboxOutcomeParams } from '../../../contracts';
import type { ShopContext } from '../../context';
import { notFound } from '../../errors';
import type { SandboxPaymentProvider } from './providers/sandbox';
import { paymentById } from './queries';
import { resultPath } from './result-pages';
import { sandboxPayPage } from './sandbox-page';
import { uiTexts } from '../../ui-texts';
import { sandboxLang } from './sandbox-texts';
import { effectiveStatus } from './view';
import { operations } from './contract';

export async function sandboxPaymentRoutes(app: FastifyInstance, ctx: ShopContext, sandbox: SandboxPaymentProvider): Promise<void> {
  await app.register(async (scope) => {
    // The buttons are plain HTML forms: accept their (empty) url-encoded bodies in this scope only.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))));
    });

    scope.get<{ Params: PaymentIdParams }>('/sandbox/pay/:paymentId', {
      schema: { tags: ['sandbox'], summary: 'Sandbox pay page (buttons #sandbox-pay, #sandbox-fail)', params: paymentIdParamsSchema },
    }, async (req, reply) => {
      const p = await paymentById(ctx.db, req.params.paymentId);
      if (!p) throw notFound('Unknown payment');
      const lang = sandboxLang(req.query);
      const page = sandboxPayPage(p, effectiveStatus(p, ctx.now()), lang, await uiTexts(ctx, lang));
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
    });

    scope.post<{ Params: SandboxOutcomeParams }>('/sandbox/pay/:paymentId/:outcome', {
      schema: { tags: ['sandbox'], summary: 'Pay or fail: the sandbox sends a signed notification, then redirects (303)', params: sandboxOutcomeParamsSchema },
    }, async (req, reply) => {
      const p = await paymentById(ctx.db, req.params.paymentId);
      if (!p) throw notFound('Unknown payment');
      const success = req.params.outcome === 'success';
      if (effectiveStatus(p, ctx.now()) === 'PENDING') {
        const { body, signature } = sandbox.signedNotification({
          payment_id: p.id, order_code: p.order_code, status: success ? 'PAID' : 'FAILED', amount: p.amount,
        });
        // Delivered in-process through the real route, exactly as the gateway's HTTP call would arrive.
        const res = await app.inject({
          method: 'POST', url: operations['payments.notify'].path, payload: body,
          headers: { 'content-type': 'application/json', 'x-signature': signature },
        });
        if (res.statusCode !== 200) throw new Error(`notification rejected: ${res.statusCode} ${res.body}`);
      }
      const after = (await paymentById(ctx.db, p.id)) ?? p;
      if (p.kind === 'card') {
        // The result pages come from the published definitions, never from ?return= (no open redirect).
        return reply.redirect(await resultPath(ctx, await ctx.site(), p.method, after.status === 'PAID', { orderCode: p.order_code }), 303);
      }
      return reply.redirect(`/sandbox/pay/${encodeURIComponent(p.id)}?lang=${sandboxLang(req.query)}`, 303);
    });
  });
}
