/** QR payment: the QR image (qr_image) with the expiry countdown; polls until paid or failed. */
import { usePaymentPoll } from '../hooks/use-payment-poll';
import { Spinner } from '../Spinner';
import type { WidgetProps } from '../widget-props';
import { Countdown } from './Countdown';
import { OrderBar } from './OrderBar';

export default function QrPayment({ texts, state }: WidgetProps) {
  usePaymentPoll(state.orderId, state.recipientEmail);
  const p = state.payment;
  return (
    <div className="waiting">
      <OrderBar state={state} texts={texts} />
      {p.qr_image ? <img className="qr" src={p.qr_image} alt={texts.k('payment.qrTitle')} width="240" height="240" data-testid="qr-image" /> : <Spinner />}
      {p.expired && <Countdown until={p.expired} texts={texts} />}
      <ol className="guide">
        {['payment.qrStep1', 'payment.qrStep2', 'payment.qrStep3'].map((key) => <li key={key}>{texts.k(key)}</li>)}
      </ol>
      <p className="waiting__status"><Spinner inline /> {texts.k('payment.waiting')}</p>
    </div>
  );
}
