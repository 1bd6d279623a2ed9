/** Virtual account: the VA number with a copy button, the ATM guide (shared bank code 987); polls until paid. */
import { formatRupiah } from '../../runtime/format';
import { toastShown } from '../../state/ui-model';
import { constants, defs } from '../defs';
import { usePaymentPoll } from '../hooks/use-payment-poll';
import { Spinner } from '../Spinner';
import type { WidgetProps } from '../widget-props';
import { Countdown } from './Countdown';
import { OrderBar } from './OrderBar';

const GUIDE = ['payment.atmStep1', 'payment.atmStep2', 'payment.atmStep3', 'payment.atmStep4', 'payment.atmStep5'];

export default function VaWaiting({ texts, state }: WidgetProps) {
  usePaymentPoll(state.orderId, state.recipientEmail);
  const p = state.payment;
  // ATM transfers go through the shared bank network, whose institution code (987) prefixes the VA number.
  const bankCode = constants.sharedBankCode;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(p.va_number);
      toastShown({ content: defs.messages.ui['payment.copiedToast'] ?? '', type: 'copy', variant: 'SUCCESS' });
    } catch (err) {
      console.warn('[clipboard]', err);
    }
  };
  return (
    <div className="waiting">
      <OrderBar state={state} texts={texts} />
      <div className="va-box">
        <p className="va-box__label">{texts.k('vaNumber') || texts.k('payment.vaNumber')}</p>
        <p className="va-box__number" data-testid="va-number">{p.va_number || <Spinner inline />}</p>
        <button type="button" className="btn btn--secondary" data-testid="va-copy" disabled={!p.va_number} onClick={() => void copy()}>
          {texts.k('button.copy')}
        </button>
        {state.orderTotal > 0 && <p className="va-box__amount">{texts.k('summary.total')}: <strong>{formatRupiah(state.orderTotal)}</strong></p>}
      </div>
      {p.expired && <Countdown until={p.expired} texts={texts} />}
      <section className="guide-box" data-testid="atm-guide">
        <h2 className="block__title">{texts.k('payment.atmGuideTitle')}</h2>
        <p>{texts.k('payment.bankCode')}: <strong data-testid="bank-code">{bankCode}</strong></p>
        <ol className="guide">{GUIDE.map((key) => <li key={key}>{texts.k(key, bankCode)}</li>)}</ol>
      </section>
      <p className="waiting__status"><Spinner inline /> {texts.k('payment.waiting')}</p>
    </div>
  );
}
