/** Success: the order id, and the purchase event (sent once per order, cookie-guarded). */
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { purchaseCompleted } from '../../state/tracking-model';
import { AppLink } from '../AppLink';
import type { WidgetProps } from '../widget-props';

export default function ThankYou({ texts, state }: WidgetProps) {
  const { id = '', email = '' } = useParams();
  const orderId = id || state.orderId;
  useEffect(() => {
    if (orderId) purchaseCompleted({ orderId, total: state.orderId === orderId ? state.orderTotal : 0 });
    // Once per mount; the cookie makes it once per order across visits.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [orderId]);
  return (
    <div className="center-card" data-testid="thank-you">
      <div className="center-card__icon center-card__icon--ok" aria-hidden="true">✓</div>
      <p>{texts.k('text')}</p>
      <p className="order-id">{texts.k('orderId')}: <strong data-testid="thankyou-order-id">{orderId}</strong></p>
      <div className="btn-row">
        <AppLink className="btn btn--primary" to={`/track/${encodeURIComponent(orderId)}/${encodeURIComponent(email || state.recipientEmail)}`} testId="thankyou-track">
          {texts.k('track')}
        </AppLink>
        <AppLink className="btn btn--secondary" to="/" testId="thankyou-home">{texts.k('home')}</AppLink>
      </div>
    </div>
  );
}
