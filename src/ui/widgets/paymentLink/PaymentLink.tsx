/** Wallet link payment: a button to the provider's link of the bound payment, then waiting; polls until paid or failed. */
import { valueAt } from '../../../runtime/session';
import { usePaymentExpired } from '../paymentStatic/payment-expired';
import { usePaymentPoll } from '../paymentStatic/payment-poll';
import { UntilCountdown } from '../countdown/Countdown';
import { OrderBar } from '../../parts/OrderBar';
import { ExpiredWaiting } from '../paymentStatic/PaymentExpired';
import { WaitingHelp } from '../paymentStatic/WaitingHelp';
import { Spinner } from '../../Spinner';
import type { WidgetProps } from '../../widget-props';

export default function PaymentLink({ props, texts, snapshot, bound, bind }: WidgetProps) {
  usePaymentPoll(props, bind);
  const over = usePaymentExpired(bound);
  const link = valueAt(bound, 'link_url');
  const expired = valueAt(bound, 'expired');
  if (over) return <ExpiredWaiting payment={bound} snapshot={snapshot} props={props} texts={texts} />;
  return (
    <div className="waiting">
      <OrderBar snapshot={snapshot} texts={texts} />
      {typeof link === 'string' && link && (
        <a className="btn btn--primary btn--block" href={link} target="_blank" rel="noopener noreferrer" data-testid="payment-link">
          {texts.k('openApp') || texts.k('payment.openApp')}
        </a>
      )}
      {typeof expired === 'string' && expired && <UntilCountdown until={expired} texts={texts} />}
      <p className="waiting__status"><Spinner inline /> {texts.k('payment.waiting')}</p>
      <WaitingHelp props={props} texts={texts} />
    </div>
  );
}
