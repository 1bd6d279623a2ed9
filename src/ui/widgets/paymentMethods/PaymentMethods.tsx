/**
 * Payment methods of site.json grouped CC, E_WALLET, VA. Choosing writes { method } to the bound
 * path; methods that ask for the wallet's number go to site.paymentPhonePage first, the others pay
 * at once (pay-flow.ts).
 */
import { useState } from 'react';
import { groupMethods, paymentNextPath } from '../../../runtime/payment-routing';
import type { JsonValue, PaymentMethod } from '../../../runtime/types';
import { go } from '../../navigation';
import { OrderBar } from '../../parts/OrderBar';
import { payWith } from './pay-flow';
import { Spinner } from '../../Spinner';
import type { WidgetProps } from '../../widget-props';

const isRecord = (v: JsonValue): v is Record<string, JsonValue> => typeof v === 'object' && v !== null && !Array.isArray(v);

export default function PaymentMethods({ props, texts, model, snapshot, bound, bind }: WidgetProps) {
  const [busy, setBusy] = useState('');
  const choose = async (m: PaymentMethod) => {
    if (busy) return;
    const { code, askPhone } = m;
    // The spec's payment state: the method, and its source of funds with name and logo.
    bind({ ...(isRecord(bound) ? bound : {}), method: code, sof: code, sof_name: texts.t(m.label), sof_logo: m.logo ?? '' });
    if (askPhone) {
      const to = paymentNextPath(model, code, { phoneKnown: false });
      if (to) go(to);
      return;
    }
    setBusy(code);
    try { await payWith(props, code); } finally { setBusy(''); }
  };
  return (
    <div className="payment-methods">
      <OrderBar snapshot={snapshot} texts={texts} />
      {groupMethods(model.defs.site, snapshot).map((g) => (
        <section key={g.id} className="pay-group" data-testid={`payment-group-${g.id}`}>
          <h2 className="block__title">{texts.t(g.label)}</h2>
          <ul className="option-list">
            {g.methods.map((m) => (
              <li key={m.code}>
                <button type="button" className="option option--button" data-testid={`payment-method-${m.code}`}
                  disabled={Boolean(busy)} onClick={() => void choose(m)}>
                  {m.logo && <img className="option__logo" src={m.logo} alt="" width="48" height="24" />}
                  <span className="option__title">{texts.t(m.label)}</span>
                  {busy === m.code ? <Spinner inline /> : <span className="option__chevron" aria-hidden="true">›</span>}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
