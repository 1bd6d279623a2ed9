/** Wallet phone number for askPhone methods: stored as payment.sof_msisdn, then the payment is created. */
import { useState } from 'react';
import { fieldSet } from '../../state/order-model';
import { go } from '../navigation';
import { pay } from '../pay';
import { pagePath } from '../../runtime/next-target';
import { defs } from '../defs';
import type { WidgetProps } from '../widget-props';
import { LocalForm } from './LocalForm';
import { OrderBar } from './OrderBar';

/** The wallet number follows the recipient phone rules (the API checks sof_msisdn with the same pattern). */
const PHONE_FIELD = 'recipientPhone';

export default function PaymentPhone({ texts, state, lang }: WidgetProps) {
  const [busy, setBusy] = useState(false);
  if (!state.payment.method) {
    return <button type="button" className="btn btn--link" onClick={() => go(pagePath(defs, 'payment'))}>{texts.k('button.back')}</button>;
  }
  return (
    <div className="payment-phone">
      <OrderBar state={state} texts={texts} />
      <LocalForm fields={[PHONE_FIELD]} lang={lang} testId="payment-phone-form" busy={busy}
        initial={{ [PHONE_FIELD]: state.payment.sof_msisdn || state.recipientPhone }}
        submitLabel={texts.k('submit') || texts.k('button.next')}
        onSubmit={(v) => {
          fieldSet({ path: 'payment.sof_msisdn', value: (v[PHONE_FIELD] ?? '').trim() });
          setBusy(true);
          void pay(state.payment.method).finally(() => setBusy(false));
        }} />
    </div>
  );
}
