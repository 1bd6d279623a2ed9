/** Retry a payment: load the order (order id + email from the URL or a form), then back to the payment methods. */
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { api } from '../../api/client';
import { errorCodeOf } from '../../runtime/actions';
import { pagePath } from '../../runtime/next-target';
import { orderPatched, $order } from '../../state/order-model';
import { EMPTY_PAYMENT } from '../../state/order-state';
import { errorModalOpened } from '../../state/ui-model';
import { defs } from '../defs';
import { go } from '../navigation';
import { Spinner } from '../Spinner';
import type { WidgetProps } from '../widget-props';
import { LocalForm } from './LocalForm';

export default function RetryPayment({ props, texts, lang }: WidgetProps) {
  const { orderid = '', email = '' } = useParams();
  const [loading, setLoading] = useState(false);
  const fields = Array.isArray(props.fields) ? props.fields.filter((f): f is string => typeof f === 'string') : ['trackOrderId', 'trackEmail'];
  const [idField = 'trackOrderId', emailField = 'trackEmail'] = fields;

  useEffect(() => {
    if (!orderid || !email) return;
    let live = true;
    setLoading(true);
    api.order(orderid, email)
      .then((o) => {
        if (!live) return;
        const s = $order.getState();
        orderPatched({
          orderId: o.order_code, recipientEmail: o.email, orderTotal: o.total, securityDeposit: o.security_deposit,
          orderDate: o.order_date, orderExpire: o.order_expire, productType: o.product_type,
          selectedPackageID: String(o.package.id), selectedPackageName: o.package.name, selectedPackagePrice: o.package.value,
          number: { ...s.number, msisdn: o.msisdn }, payment: { ...EMPTY_PAYMENT },
        });
        go(pagePath(defs, 'payment'), { replace: true });
      })
      .catch((err: unknown) => { if (live) errorModalOpened(errorCodeOf(err)); })
      .finally(() => { if (live) setLoading(false); });
    return () => { live = false; };
  }, [orderid, email]);

  if (loading) return <Spinner />;
  return (
    <LocalForm key={`${orderid}|${email}`} fields={fields} lang={lang} testId="retry-form"
      initial={{ [idField]: orderid, [emailField]: email }} submitLabel={texts.k('pay') || texts.k('button.pay')}
      onSubmit={(v) => go(`/retrypay/${encodeURIComponent((v[idField] ?? '').trim())}/${encodeURIComponent((v[emailField] ?? '').trim())}`)} />
  );
}
