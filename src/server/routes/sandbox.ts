import type { FastifyInstance } from 'fastify';
import {
  paymentIdParamsSchema, sandboxOutcomeParamsSchema, type PaymentIdParams, type SandboxOutcomeParams,
} from '../../contracts';
import type { ShopContext } from '../context';
import { notFound } from '../domain/errors';
import type { SandboxProvider } from '../payments/sandbox';
import { effectiveStatus, paymentById, type PaymentRow } from '../services/payments';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
const rupiah = (n: number) => `Rp${n.toLocaleString('id-ID')}`;

/** No scripts and no external assets: plain forms, so it works under the shop's CSP. */
function page(p: PaymentRow, status: string): string {
  const id = encodeURIComponent(p.id);
  const pending = status === 'PENDING';
  const rows: Array<[string, string]> = [
    ['Order', p.order_code], ['Amount', rupiah(p.amount)], ['Method', `${p.method} (${p.kind.toUpperCase()})`],
    ...(p.va_number ? [['Virtual account', `${p.bank_code ?? ''} ${p.va_number}`] as [string, string]] : []),
    ['Status', status],
  ];
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox payment</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem}dt{font-weight:600}
dd{margin:0 0 .5rem}form{display:inline-block;margin-right:.5rem}button{font-size:1rem;padding:.5rem 1.25rem}
#sandbox-pay{background:#0a7d32;color:#fff;border:0}#sandbox-fail{background:#b3261e;color:#fff;border:0}</style>
</head><body>
<h1>Sandbox payment</h1>
<p>No money moves here: this page stands in for the payment gateway.</p>
<dl>${rows.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd id="sandbox-${escapeHtml(k.toLowerCase().replace(/\s+/g, '-'))}">${escapeHtml(v)}</dd>`).join('')}</dl>
${pending
    ? `<form method="post" action="/sandbox/pay/${id}/success"><button id="sandbox-pay" type="submit">Pay</button></form>
<form method="post" action="/sandbox/pay/${id}/failed"><button id="sandbox-fail" type="submit">Fail</button></form>`
    : `<p id="sandbox-result">This payment is ${escapeHtml(status)}.</p>`}
</body></html>`;
}

/** GET/POST /sandbox/pay/... — the sandbox gateway's pay page and the buttons behind it. */
export async function sandboxRoutes(app: FastifyInstance, ctx: ShopContext, sandbox: SandboxProvider): Promise<void> {
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
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page(p, effectiveStatus(p, ctx.now())));
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
          method: 'POST', url: '/api/payments/notify', payload: body,
          headers: { 'content-type': 'application/json', 'x-signature': signature },
        });
        if (res.statusCode !== 200) throw new Error(`notification rejected: ${res.statusCode} ${res.body}`);
      }
      const after = (await paymentById(ctx.db, p.id)) ?? p;
      if (p.kind === 'card') {
        // Computed here rather than taken from ?return=, so the sandbox is no open redirect.
        const [order] = await ctx.db.query<{ recipient_email: string }>('SELECT recipient_email FROM orders WHERE order_code = $1', [p.order_code]);
        const tail = `${encodeURIComponent(p.order_code)}/${encodeURIComponent(order?.recipient_email ?? '')}`;
        return reply.redirect(after.status === 'PAID' ? `/thankyou/${tail}` : `/common-failed/${tail}`, 303);
      }
      return reply.redirect(`/sandbox/pay/${encodeURIComponent(p.id)}`, 303);
    });
  });
}
