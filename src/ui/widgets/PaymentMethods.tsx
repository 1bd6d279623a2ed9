/**
 * Payment methods of site.json grouped CC, E_WALLET, VA. Choosing: askPhone methods go to
 * payment-phone first; others create the payment and go by the method's `next` (cards leave for the
 * provider's page).
 */
import { useState } from 'react';
import { groupMethods, paymentNextPath } from '../../runtime/payment-routing';
import { fieldSet } from '../../state/order-model';
import { defs, site } from '../defs';
import { go } from '../navigation';
import { pay } from '../pay';
import { Spinner } from '../Spinner';
import type { WidgetProps } from '../widget-props';
import { OrderBar } from './OrderBar';

export default function PaymentMethods({ texts, state }: WidgetProps) {
  const [busy, setBusy] = useState('');
  const choose = async (code: string, askPhone: boolean) => {
    if (busy) return;
    fieldSet({ path: 'payment.method', value: code });
    if (askPhone) {
      const to = paymentNextPath(defs, code, { phoneKnown: false });
      if (to) go(to);
      return;
    }
    setBusy(code);
    try { await pay(code); } finally { setBusy(''); }
  };
  return (
    <div className="payment-methods">
      <OrderBar state={state} texts={texts} />
      {groupMethods(site).map((g) => (
        <section key={g.id} className="pay-group" data-testid={`payment-group-${g.id}`}>
          <h2 className="block__title">{texts.t(g.label)}</h2>
          <ul className="option-list">
            {g.methods.map((m) => (
              <li key={m.code}>
                <button type="button" className="option option--button" data-testid={`payment-method-${m.code}`}
                  disabled={Boolean(busy)} onClick={() => void choose(m.code, m.askPhone)}>
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
