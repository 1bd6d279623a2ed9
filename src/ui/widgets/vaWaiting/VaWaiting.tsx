/** Virtual account: the VA number of the bound payment with a copy button and the ATM guide (shared bank code 987); polls until paid. */
import { formatRupiah } from '../../../runtime/format';
import { valueAt } from '../../../runtime/session';
import { toastShown } from '../../../state/ui-model';
import { usePaymentExpired } from '../../hooks/use-payment-expired';
import { usePaymentPoll } from '../../hooks/use-payment-poll';
import { Countdown } from '../../parts/Countdown';
import { OrderBar } from '../../parts/OrderBar';
import { ExpiredWaiting } from '../../parts/PaymentExpired';
import { Spinner } from '../../Spinner';
import type { WidgetProps } from '../../widget-props';

const GUIDE = ['payment.atmStep1', 'payment.atmStep2', 'payment.atmStep3', 'payment.atmStep4', 'payment.atmStep5'];

export default function VaWaiting({ props, texts, model, snapshot, bound, bind }: WidgetProps) {
  usePaymentPoll(props, bind);
  const over = usePaymentExpired(bound);
  const va = valueAt(bound, 'va_number');
  const vaNumber = typeof va === 'string' ? va : '';
  const expired = valueAt(bound, 'expired');
  const total = valueAt(snapshot, 'order.total');
  // ATM transfers go through the shared bank network, whose institution code (987) prefixes the VA number.
  const bankCode = model.defs.site.constants.sharedBankCode;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(vaNumber);
      toastShown({ content: model.defs.messages.ui['payment.copiedToast'] ?? '', type: 'copy', variant: 'SUCCESS' });
    } catch (err) {
      console.warn('[clipboard]', err);
    }
  };
  if (over) return <ExpiredWaiting payment={bound} snapshot={snapshot} props={props} texts={texts} />;
  return (
    <div className="waiting">
      <OrderBar snapshot={snapshot} texts={texts} />
      <div className="va-box">
        <p className="va-box__label">{texts.k('vaNumber') || texts.k('payment.vaNumber')}</p>
        <p className="va-box__number" data-testid="va-number">{vaNumber || <Spinner inline />}</p>
        <button type="button" className="btn btn--secondary" data-testid="va-copy" disabled={!vaNumber} onClick={() => void copy()}>
          {texts.k('button.copy')}
        </button>
        {typeof total === 'number' && total > 0 && <p className="va-box__amount">{texts.k('summary.total')}: <strong>{formatRupiah(total)}</strong></p>}
      </div>
      {typeof expired === 'string' && expired && <Countdown until={expired} texts={texts} />}
      <section className="guide-box" data-testid="atm-guide">
        <h2 className="block__title">{texts.k('payment.atmGuideTitle')}</h2>
        <p>{texts.k('payment.bankCode')}: <strong data-testid="bank-code">{bankCode}</strong></p>
        <ol className="guide">{GUIDE.map((key) => <li key={key}>{texts.k(key, bankCode)}</li>)}</ol>
      </section>
      <p className="waiting__status"><Spinner inline /> {texts.k('payment.waiting')}</p>
    </div>
  );
}
