/** Payment failed: retry -> /retrypay/:id/:email. */
import { useParams } from 'react-router-dom';
import { AppLink } from '../AppLink';
import type { WidgetProps } from '../widget-props';

export default function PaymentFailed({ props, texts, state }: WidgetProps) {
  const { id = '', email = '' } = useParams();
  const orderId = id || state.orderId;
  const mail = email || state.recipientEmail;
  const base = typeof props.retryTo === 'string' ? props.retryTo : '/retrypay';
  const retry = orderId ? `${base}/${encodeURIComponent(orderId)}/${encodeURIComponent(mail)}` : base;
  return (
    <div className="center-card" data-testid="payment-failed">
      <div className="center-card__icon center-card__icon--fail" aria-hidden="true">!</div>
      <p>{texts.k('text')}</p>
      <div className="btn-row">
        <AppLink className="btn btn--primary" to={retry} testId="retry-payment">{texts.k('retry') || texts.k('button.retryPayment')}</AppLink>
        <AppLink className="btn btn--secondary" to="/" testId="failed-home">{texts.k('home') || texts.k('button.backToHome')}</AppLink>
      </div>
    </div>
  );
}
