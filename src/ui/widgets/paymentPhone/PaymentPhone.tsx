/** The wallet account number for methods that ask one (prefilled from the `prefill` rule): written to <bound>.sof_msisdn, then the payment is made. */
import { useState } from 'react';
import { applyRule } from '../../../runtime/logic';
import type { JsonValue } from '../../../runtime/types';
import { useLink } from '../../hooks/use-link';
import { LocalForm } from '../../parts/LocalForm';
import { OrderBar } from '../../parts/OrderBar';
import { payWith } from '../paymentMethods/pay-flow';
import { AppLink } from '../../AppLink';
import type { WidgetProps } from '../../widget-props';

const isRecord = (v: JsonValue): v is Record<string, JsonValue> => typeof v === 'object' && v !== null && !Array.isArray(v);

export default function PaymentPhone({ props, texts, lang, snapshot, bound, bind }: WidgetProps) {
  const [busy, setBusy] = useState(false);
  const back = useLink(props.back);
  const current = isRecord(bound) ? bound : {};
  const method = typeof current.method === 'string' ? current.method : '';
  const field = typeof props.field === 'string' ? props.field : '';
  const prefill = props.prefill === undefined ? null : applyRule(props.prefill, snapshot);
  const known = typeof current.sof_msisdn === 'string' && current.sof_msisdn ? current.sof_msisdn : typeof prefill === 'string' ? prefill : '';
  if (!method) return <AppLink className="btn btn--link" to={back} testId="payment-phone-back">{texts.k('button.back')}</AppLink>;
  return (
    <div className="payment-phone">
      <OrderBar snapshot={snapshot} texts={texts} />
      <LocalForm fields={[field]} lang={lang} texts={texts} testId="payment-phone-form" busy={busy}
        initial={{ [field]: known }}
        submitLabel={texts.k('submit') || texts.k('button.next')}
        onSubmit={(v) => {
          bind({ ...current, sof_msisdn: (v[field] ?? '').trim() });
          setBusy(true);
          void payWith(props, method).finally(() => setBusy(false));
        }} />
    </div>
  );
}
