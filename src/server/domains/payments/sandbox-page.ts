import type { UiLang, UiText } from '../../ui-texts';
import type { PaymentRow } from './queries';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const STYLE = `*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f5f7;color:#1d1d1f}
main{max-width:28rem;margin:0 auto;padding:1.25rem 1rem}
header{display:flex;justify-content:space-between;align-items:center;gap:.75rem}
h1{font-size:1.35rem;margin:0}.badge{background:#ffb400;color:#1d1d1f;border-radius:999px;padding:.15rem .6rem;font-size:.75rem;font-weight:700;text-transform:uppercase}
nav a{color:#555;text-decoration:none;padding:.2rem .4rem;border-radius:.4rem}nav a[aria-current]{background:#1d1d1f;color:#fff}
.intro{color:#555;margin:.75rem 0 1rem}
.card{background:#fff;border-radius:1rem;padding:1rem 1.25rem;box-shadow:0 1px 3px rgba(0,0,0,.08)}
dl{margin:0}dl div{display:flex;justify-content:space-between;gap:1rem;padding:.55rem 0;border-bottom:1px dashed #e2e2e2}dl div:last-child{border-bottom:0}
dt{color:#666}dd{margin:0;font-weight:600;text-align:right;word-break:break-all}
.actions{display:flex;gap:.75rem;margin-top:1rem}.actions form{flex:1}
button{width:100%;font-size:1rem;font-weight:700;padding:.85rem 1rem;border:0;border-radius:.75rem;cursor:pointer;color:#fff}
#sandbox-pay{background:#0a7d32}#sandbox-fail{background:#b3261e}
#sandbox-result{margin:1rem 0 0;padding:.85rem 1rem;border-radius:.75rem;background:#eef6ff;font-weight:600;text-align:center}`;

/** The sandbox gateway's pay page, in the tester's language. No scripts and no external assets: plain forms, so it works under the shop's CSP. */
export function sandboxPayPage(p: PaymentRow, status: string, lang: UiLang, t: UiText): string {
  const id = encodeURIComponent(p.id);
  const pending = status === 'PENDING';
  const rows: Array<[string, string, string]> = [
    ['order', t('sandbox.order'), p.order_code], ['amount', t('sandbox.amount'), t.money(p.amount)],
    ['method', t('sandbox.method'), `${p.method} (${p.kind.toUpperCase()})`],
    ...(p.va_number ? [['virtual-account', t('sandbox.va'), p.va_number] as [string, string, string]] : []),
    ['status', t('sandbox.status'), status],
  ];
  const langLink = (l: UiLang) =>
    `<a href="/sandbox/pay/${id}?lang=${l}" hreflang="${l}"${l === lang ? ' aria-current="true"' : ''}>${l.toUpperCase()}</a>`;
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(t('sandbox.title'))}</title>
<style>${STYLE}</style>
</head><body><main>
<header><h1>${escapeHtml(t('sandbox.title'))} <span class="badge">sandbox</span></h1><nav>${langLink('id')} ${langLink('en')}</nav></header>
<p class="intro">${escapeHtml(t('sandbox.intro'))}</p>
<section class="card"><dl>${rows.map(([key, label, v]) => `<div><dt>${escapeHtml(label)}</dt><dd id="sandbox-${key}">${escapeHtml(v)}</dd></div>`).join('')}</dl>
${pending
    ? `<div class="actions"><form method="post" action="/sandbox/pay/${id}/success?lang=${lang}"><button id="sandbox-pay" type="submit">${escapeHtml(t('sandbox.pay'))}</button></form>
<form method="post" action="/sandbox/pay/${id}/failed?lang=${lang}"><button id="sandbox-fail" type="submit">${escapeHtml(t('sandbox.fail'))}</button></form></div>`
    : `<p id="sandbox-result">${escapeHtml(t('sandbox.result', status))}</p>`}
</section></main></body></html>`;
}
