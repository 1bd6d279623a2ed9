/**
 * Payment status page: keeps polling the order's payment and moves on by itself. An order the server
 * does not know (or no order at all) says so instead of waiting forever; a payment whose time ran out
 * offers another method or a new order.
 */
import { useMemo } from 'react';
import { applyTemplate } from '../../../runtime/logic';
import { notFoundCodes } from '../thankYou/order-outcome';
import { valueAt } from '../../../runtime/session';
import type { JsonValue } from '../../../runtime/types';
import { AppLink } from '../../AppLink';
import { useLink } from '../../hooks/use-link';
import { usePaymentExpired } from './payment-expired';
import { usePaymentPoll } from './payment-poll';
import { PaymentExpired } from './PaymentExpired';
import { Spinner } from '../../Spinner';
import type { WidgetProps } from '../../widget-props';

export default function PaymentStatic({ props, texts, snapshot, bound, bind }: WidgetProps) {
  const { error, statusOnly, payment } = usePaymentPoll(props, bind);
  // Another visit's order: its status only, and no new payment offered for it here (it is not this visit's order).
  const shown = statusOnly ? payment : bound;
  const expiredProps = useMemo(() => (statusOnly ? Object.fromEntries(Object.entries(props).filter(([key]) => key !== 'another')) : props), [statusOnly, props]);
  const over = usePaymentExpired(shown);
  const reorder = useLink(props.reorder);
  const input = useMemo(() => applyTemplate(props.input ?? {}, snapshot) as JsonValue, [props.input, snapshot]);
  const orderCode = valueAt(input, 'orderCode');
  if (typeof orderCode !== 'string' || orderCode === '' || (error !== null && notFoundCodes(props.notFound).includes(error))) {
    return (
      <div className="center-card" data-testid="payment-static" data-state="not-found" role="status">
        <div className="center-card__icon center-card__icon--fail" aria-hidden="true">?</div>
        <h2 className="block__title">{texts.k('notFoundHeading')}</h2>
        <p>{texts.k('notFoundText')}</p>
        <div className="btn-row">
          <AppLink className="btn btn--primary" to={reorder} testId="payment-order-again">{texts.k('payment.orderAgain')}</AppLink>
        </div>
      </div>
    );
  }
  if (over) return <PaymentExpired payment={shown} snapshot={snapshot} props={expiredProps} texts={texts} />;
  return (
    <div className="center-card" data-testid="payment-static" data-state="waiting">
      <p>{texts.k('text')}</p>
      {error !== null && error !== 404 && <p className="field__error" role="alert">{texts.k('errorText')}</p>}
      <Spinner />
    </div>
  );
}
