/**
 * Virtual account: the bank (name and logo) of the bound payment's method, its VA number with a copy
 * button, and that bank's own guides (ATM, mobile banking, internet banking) from site.json
 * `paymentBanks`; polls until paid. Once the payment time ran out it says so instead.
 */
import { findMethod } from '../../../runtime/payment-routing';
import { valueAt } from '../../../runtime/session';
import { toastShown } from '../../../state/ui-model';
import { usePaymentExpired } from '../paymentStatic/payment-expired';
import { usePaymentPoll } from '../paymentStatic/payment-poll';
import { UntilCountdown } from '../countdown/Countdown';
import { OrderBar } from '../../parts/OrderBar';
import { ExpiredWaiting } from '../paymentStatic/PaymentExpired';
import { WaitingHelp } from '../paymentStatic/WaitingHelp';
import { SandboxLink } from '../../parts/SandboxLink';
import { Spinner } from '../../Spinner';
import type { WidgetProps } from '../../widget-props';

export default function VaWaiting({ props, texts, model, snapshot, bound, bind }: WidgetProps) {
  usePaymentPoll(props, bind);
  const over = usePaymentExpired(bound);
  const va = valueAt(bound, 'va_number');
  const vaNumber = typeof va === 'string' ? va : '';
  const expired = valueAt(bound, 'expired');
  const total = valueAt(snapshot, 'order.total');
  const code = valueAt(bound, 'method');
  const bankKey = typeof code === 'string' ? findMethod(model.defs.site, code)?.bank : undefined;
  const bank = bankKey ? model.defs.site.paymentBanks?.[bankKey] : undefined;
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
        {bank && (
          <p className="va-box__bank" data-testid="va-bank">
            {bank.logo && <img src={bank.logo} alt="" width="48" height="24" />}
            <strong data-testid="va-bank-name">{texts.t(bank.name)}</strong>
          </p>
        )}
        <p className="va-box__label">{texts.k('vaNumber') || texts.k('payment.vaNumber')}</p>
        <p className="va-box__number" data-testid="va-number">{vaNumber || <Spinner inline />}</p>
        <button type="button" className="btn btn--secondary" data-testid="va-copy" disabled={!vaNumber} onClick={() => void copy()}>
          {texts.k('button.copy')}
        </button>
        {typeof total === 'number' && total > 0 && <p className="va-box__amount">{texts.k('summary.total')}: <strong>{texts.money(total)}</strong></p>}
      </div>
      <SandboxLink payment={bound} texts={texts} />
      {typeof expired === 'string' && expired && <UntilCountdown until={expired} texts={texts} />}
      {bank && (
        <section className="guide-box" data-testid="va-guides">
          <h2 className="block__title">{texts.k('guideTitle')}</h2>
          {bank.guides.map((g, i) => (
            <details key={g.id} className="guide-box__item" open={i === 0} data-testid={`va-guide-${g.id}`}>
              <summary>{texts.t(g.title)}</summary>
              <ol className="guide">{g.steps.map((step, j) => <li key={j}>{texts.t(step, vaNumber)}</li>)}</ol>
            </details>
          ))}
        </section>
      )}
      <p className="waiting__status"><Spinner inline /> {texts.k('payment.waiting')}</p>
      <WaitingHelp props={props} texts={texts} />
    </div>
  );
}
