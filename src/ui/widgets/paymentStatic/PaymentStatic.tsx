/** Payment status page: keeps polling the order's payment and moves on by itself. */
import { usePaymentPoll } from '../../hooks/use-payment-poll';
import { Spinner } from '../../Spinner';
import type { WidgetProps } from '../../widget-props';

export default function PaymentStatic({ props, texts, bind }: WidgetProps) {
  usePaymentPoll(props, bind);
  return (
    <div className="center-card" data-testid="payment-static">
      <p>{texts.k('text')}</p>
      <Spinner />
    </div>
  );
}
