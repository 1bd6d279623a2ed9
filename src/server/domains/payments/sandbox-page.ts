import type { PaymentRow } from './queries';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
const rupiah = (n: number) => `Rp${n.toLocaleString('id-ID')}`;

/** The sandbox gateway's pay page. No scripts and no external assets: plain forms, so it works under the shop's CSP. */
export function sandboxPayPage(p: PaymentRow, status: string): string {
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
