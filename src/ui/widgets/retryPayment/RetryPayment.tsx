/**
 * Retry a payment: order ID + email (from the URL, or a form that reopens the page with them) are
 * looked up through the block's source; the order is written to the bound path, the `loaded` actions
 * run (e.g. forget the old payment), then on to `next` (the payment page).
 */
import { useEffect, useMemo, useRef } from 'react';
import { runActions } from '../../../runtime/actions';
import { applyTemplate } from '../../../runtime/logic';
import { valueAt } from '../../../runtime/session';
import type { Action, JsonValue } from '../../../runtime/types';
import { errorModalOpened } from '../../../state/ui-model';
import { host } from '../../host';
import { useLink } from '../../hooks/use-link';
import { useReopen } from '../../hooks/use-reopen-hook';
import { useSource } from '../../hooks/use-source';
import { go } from '../../navigation';
import { LocalForm } from '../../parts/LocalForm';
import { Spinner } from '../../Spinner';
import type { WidgetProps } from '../../widget-props';

export default function RetryPayment({ props, texts, lang, snapshot, model, route, bind }: WidgetProps) {
  const fields = Array.isArray(props.fields) ? props.fields.filter((f): f is string => typeof f === 'string') : [];
  const [idField = '', emailField = ''] = fields;
  const input = useMemo(() => applyTemplate(props.input ?? {}, snapshot) as JsonValue, [props.input, snapshot]);
  const id = String(valueAt(input, 'orderCode') ?? '');
  const email = String(valueAt(input, 'email') ?? '');
  const reopen = useReopen(model, route);
  const next = useLink(props.next);
  const order = useSource(typeof props.source === 'string' ? props.source : undefined, input, { enabled: Boolean(id && email), fresh: true });
  const handled = useRef('');

  useEffect(() => {
    if (order.loading || handled.current === order.key) return;
    if (order.error !== null) { handled.current = order.key; errorModalOpened(String(order.error)); return; }
    if (order.data === null) return;
    handled.current = order.key;
    bind(order.data as JsonValue);
    void runActions(host, (props.loaded ?? []) as Action[]).then((ok) => { if (ok) go(next, { replace: true }); });
  }, [order, bind, props.loaded, next]);

  if (order.loading) return <Spinner />;
  return (
    <LocalForm key={`${id}|${email}`} fields={fields} lang={lang} texts={texts} testId="retry-form"
      initial={{ [idField]: id, [emailField]: email }} submitLabel={texts.k('pay') || texts.k('button.pay')}
      onSubmit={(v) => reopen([(v[idField] ?? '').trim(), (v[emailField] ?? '').trim()])} />
  );
}
