/** QR payment: the QR image of the bound payment with the expiry countdown; polls until paid or failed. */
import { valueAt } from '../../../runtime/session';
import { usePaymentExpired } from '../paymentStatic/payment-expired';
import { usePaymentPoll } from '../paymentStatic/payment-poll';
import { UntilCountdown } from '../countdown/Countdown';
import { OrderBar } from '../../parts/OrderBar';
import { ExpiredWaiting } from '../paymentStatic/PaymentExpired';
import { WaitingHelp } from '../paymentStatic/WaitingHelp';
import { SandboxLink } from '../../parts/SandboxLink';
import { Spinner } from '../../Spinner';
import type { WidgetProps } from '../../widget-props';

export default function QrPayment({ props, texts, snapshot, bound, bind }: WidgetProps) {
  usePaymentPoll(props, bind);
  const over = usePaymentExpired(bound);
  const image = valueAt(bound, 'qr_image');
  const expired = valueAt(bound, 'expired');
  if (over) return <ExpiredWaiting payment={bound} snapshot={snapshot} props={props} texts={texts} />;
  return (
    <div className="waiting">
      <OrderBar snapshot={snapshot} texts={texts} />
      {typeof image === 'string' && image ? <img className="qr" src={image} alt={texts.k('payment.qrTitle')} width="240" height="240" data-testid="qr-image" /> : <Spinner />}
      <SandboxLink payment={bound} texts={texts} />
      {typeof expired === 'string' && expired && <UntilCountdown until={expired} texts={texts} />}
      <ol className="guide">
        {['payment.qrStep1', 'payment.qrStep2', 'payment.qrStep3'].map((key) => <li key={key}>{texts.k(key)}</li>)}
      </ol>
      <p className="waiting__status"><Spinner inline /> {texts.k('payment.waiting')}</p>
      <WaitingHelp props={props} texts={texts} />
    </div>
  );
}
