/** Success: the order id, links to tracking and home, and the purchase event (sent once per order, cookie-guarded). */
import { useEffect } from 'react';
import { valueAt } from '../../../runtime/session';
import { purchaseCompleted } from '../../../state/tracking-model';
import { AppLink } from '../../AppLink';
import { useLink } from '../../hooks/use-link';
import type { WidgetProps } from '../../widget-props';

export default function ThankYou({ props, texts, snapshot }: WidgetProps) {
  const param = valueAt(snapshot, 'params.id');
  const own = valueAt(snapshot, 'order.order_code');
  const orderId = typeof param === 'string' && param ? param : typeof own === 'string' ? own : '';
  const total = valueAt(snapshot, 'order.total');
  const track = useLink(props.track);
  const home = useLink(props.home);
  useEffect(() => {
    if (orderId) purchaseCompleted({ orderId, total: own === orderId && typeof total === 'number' ? total : 0 });
    // Once per mount; the cookie makes it once per order across visits.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [orderId]);
  return (
    <div className="center-card" data-testid="thank-you">
      <div className="center-card__icon center-card__icon--ok" aria-hidden="true">✓</div>
      <p>{texts.k('text')}</p>
      <p className="order-id">{texts.k('orderId')}: <strong data-testid="thankyou-order-id">{orderId}</strong></p>
      <div className="btn-row">
        <AppLink className="btn btn--primary" to={track} testId="thankyou-track">{texts.k('track')}</AppLink>
        <AppLink className="btn btn--secondary" to={home} testId="thankyou-home">{texts.k('home')}</AppLink>
      </div>
    </div>
  );
}
