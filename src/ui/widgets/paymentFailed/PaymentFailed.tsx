/** Payment failed: retry (the order's retry page) and home. */
import { AppLink } from '../../AppLink';
import { useLink } from '../../hooks/use-link';
import type { WidgetProps } from '../../widget-props';

export default function PaymentFailed({ props, texts }: WidgetProps) {
  const retry = useLink(props.retry);
  const home = useLink(props.home);
  return (
    <div className="center-card" data-testid="payment-failed">
      <div className="center-card__icon center-card__icon--fail" aria-hidden="true">!</div>
      <p>{texts.k('text')}</p>
      <div className="btn-row">
        <AppLink className="btn btn--primary" to={retry} testId="retry-payment">{texts.k('retry') || texts.k('button.retryPayment')}</AppLink>
        <AppLink className="btn btn--secondary" to={home} testId="failed-home">{texts.k('home') || texts.k('button.backToHome')}</AppLink>
      </div>
    </div>
  );
}
