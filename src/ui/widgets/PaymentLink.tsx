/** Wallet link payment: a button to the provider's link, then waiting (polls until paid or failed). */
import { usePaymentPoll } from '../hooks/use-payment-poll';
import type { WidgetProps } from '../widget-props';
import { Spinner } from '../Spinner';
import { Countdown } from './Countdown';
import { OrderBar } from './OrderBar';

export default function PaymentLink({ texts, state }: WidgetProps) {
  usePaymentPoll(state.orderId, state.recipientEmail);
  const p = state.payment;
  return (
    <div className="waiting">
      <OrderBar state={state} texts={texts} />
      {p.link_url && (
        <a className="btn btn--primary btn--block" href={p.link_url} target="_blank" rel="noopener noreferrer" data-testid="payment-link">
          {texts.k('openApp') || texts.k('payment.openApp')}
        </a>
      )}
      {p.expired && <Countdown until={p.expired} texts={texts} />}
      <p className="waiting__status"><Spinner inline /> {texts.k('payment.waiting')}</p>
    </div>
  );
}
