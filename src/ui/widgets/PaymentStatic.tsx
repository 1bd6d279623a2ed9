/** Payment status page: keeps polling the order's payment and moves on by itself. */
import { useParams } from 'react-router-dom';
import { usePaymentPoll } from '../hooks/use-payment-poll';
import { Spinner } from '../Spinner';
import type { WidgetProps } from '../widget-props';

export default function PaymentStatic({ texts, state }: WidgetProps) {
  const { id = '' } = useParams();
  usePaymentPoll(id || state.orderId, state.recipientEmail);
  return (
    <div className="center-card" data-testid="payment-static">
      <p>{texts.k('text')}</p>
      <Spinner />
    </div>
  );
}
