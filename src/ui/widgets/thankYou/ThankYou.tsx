/**
 * The result page of an order: what the server says became of it (paid, still waiting, failed,
 * expired, unknown), never what the URL claims. With the customer's email (their own order in this
 * visit, or a link that carries it) the order itself is read and recapped: number, plan and bonus,
 * amount paid, and how it arrives (a courier's estimate, or the pick-up store and what to bring); a
 * postpaid order says where and by when to activate; without the email only the payment's state. The purchase event is sent once per
 * paid order (cookie-guarded).
 */
import { useEffect, useMemo } from 'react';
import { formatMsisdn } from '../../../runtime/format';
import { applyTemplate } from '../../../runtime/logic';
import { notFoundCodes, orderOutcome, type OrderOutcome } from './order-outcome';
import { paymentNextPath } from '../../../runtime/payment-routing';
import { valueAt } from '../../../runtime/session';
import type { JsonValue } from '../../../runtime/types';
import { purchaseCompleted } from '../../../state/tracking-model';
import { AppLink } from '../../AppLink';
import { DeliveryEstimate } from '../../parts/DeliveryEstimate';
import { carriesCustomerEmail } from '../../hooks/customer-email';
import { useLink } from '../../hooks/use-link';
import { useSource } from '../../hooks/use-source';
import { Spinner } from '../../Spinner';
import type { WidgetProps } from '../../widget-props';

const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const ICON: Record<OrderOutcome, { mark: string; ok: boolean }> = {
  paid: { mark: '✓', ok: true }, waiting: { mark: '…', ok: true }, failed: { mark: '!', ok: false },
  expired: { mark: '!', ok: false }, unknown: { mark: '?', ok: false }, error: { mark: '!', ok: false },
};

export default function ThankYou({ props, texts, model, snapshot }: WidgetProps) {
  const input = useMemo(() => applyTemplate(props.input ?? {}, snapshot) as JsonValue, [props.input, snapshot]);
  const statusInput = useMemo(() => applyTemplate(props.statusInput ?? {}, snapshot) as JsonValue, [props.statusInput, snapshot]);
  const orderId = str(valueAt(input, 'orderCode'));
  const withEmail = orderId !== '' && carriesCustomerEmail(input);
  const order = useSource(str(props.source) || undefined, input, { enabled: withEmail, fresh: true });
  const status = useSource(str(props.statusSource) || undefined, statusInput, { enabled: Boolean(orderId) && !withEmail, fresh: true });
  const read = withEmail ? order : status;
  const payment = withEmail ? valueAt(order.data as JsonValue, 'payment') : (status.data as JsonValue);
  const outcome: OrderOutcome | null = !orderId ? 'unknown' : read.loading || (read.data === null && read.error === null) ? null : orderOutcome({
    error: read.error, notFound: notFoundCodes(props.notFound), paymentStatus: str(valueAt(payment, 'status')) || null,
    orderExpire: str(valueAt(order.data as JsonValue, 'order_expire')) || null, now: Date.now(),
  });

  const track = useLink(props.track);
  const home = useLink(props.home);
  const retry = useLink(props.retry);
  const reorder = useLink(props.reorder);
  const activate = useLink(props.activate);
  // Back to the payment still open: its method's own page when it is this visit's order, else the retry page.
  const own = str(valueAt(snapshot, 'order.order_code')) === orderId;
  const method = str(valueAt(payment, 'method'));
  const resume = (own && method ? paymentNextPath(model, method, { phoneKnown: true }) : null) ?? retry;

  const paidAmount = valueAt(payment, 'amount');
  useEffect(() => {
    if (outcome === 'paid') purchaseCompleted({ orderId, total: typeof paidAmount === 'number' ? paidAmount : 0 });
    // Once per paid result; the cookie makes it once per order across visits.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [outcome, orderId]);

  if (outcome === null) return <Spinner />;
  const recap = withEmail && order.data !== null ? (order.data as JsonValue) : null;
  const pickup = recap !== null && str(valueAt(recap, 'delivery.method')) === 'pickup';
  const postpaid = recap !== null && str(valueAt(recap, 'product_type')) === 'postpaid';
  const icon = ICON[outcome];
  const next = ['next1', pickup ? 'next2Pickup' : 'next2', ...(postpaid ? ['next2Activate'] : []), 'next3'];
  return (
    <div className="center-card result" data-testid="thank-you" data-outcome={outcome}>
      <div className={`center-card__icon center-card__icon--${icon.ok ? 'ok' : 'fail'}`} aria-hidden="true">{icon.mark}</div>
      <h2 className="result__heading" data-testid="thankyou-heading">{texts.k(`${outcome}Heading`)}</h2>
      <p data-testid="thankyou-text">{texts.k(`${outcome}Text`)}</p>
      {outcome !== 'unknown' && orderId && (
        <p className="order-id">{texts.k('orderId')}: <strong data-testid="thankyou-order-id">{orderId}</strong></p>
      )}
      {recap !== null && outcome === 'paid' && <Recap recap={recap} texts={texts} pickup={pickup} />}
      {recap !== null && outcome === 'paid' && pickup && <PickUp recap={recap} texts={texts} />}
      {outcome === 'paid' && postpaid && (
        <section className="result__block result__activate" data-testid="thankyou-activate">
          <h3 className="block__title">{texts.k('activateTitle')}</h3>
          <p>{texts.k('activateText', model.defs.site.constants.postpaidActivationHours)}</p>
          {props.activate !== undefined && <AppLink className="btn btn--secondary" to={activate} testId="thankyou-activate-link">{texts.k('activate')}</AppLink>}
        </section>
      )}
      {outcome === 'paid' && (
        <section className="result__block" data-testid="thankyou-next">
          <h3 className="block__title">{texts.k('nextTitle')}</h3>
          <ol className="guide">{next.map((k) => <li key={k}>{texts.k(k, model.defs.site.constants.postpaidActivationHours)}</li>)}</ol>
        </section>
      )}
      <div className="btn-row">
        {outcome === 'paid' && <AppLink className="btn btn--primary" to={track} testId="thankyou-track">{texts.k('track')}</AppLink>}
        {outcome === 'waiting' && <AppLink className="btn btn--primary" to={resume} testId="thankyou-resume">{texts.k('resume')}</AppLink>}
        {(outcome === 'failed' || outcome === 'expired') && (
          <AppLink className="btn btn--primary" to={retry} testId="thankyou-retry">{texts.k('retry')}</AppLink>
        )}
        {(outcome === 'expired' || outcome === 'unknown') && (
          <AppLink className={outcome === 'unknown' ? 'btn btn--primary' : 'btn btn--secondary'} to={reorder} testId="thankyou-reorder">{texts.k('reorder')}</AppLink>
        )}
        <AppLink className="btn btn--secondary" to={home} testId="thankyou-home">{texts.k('home')}</AppLink>
      </div>
    </div>
  );
}

/** A pick-up order: which store, where, when it is open, and what to bring (the KTP). */
function PickUp({ recap, texts }: { recap: JsonValue; texts: WidgetProps['texts'] }) {
  const store = (key: string) => str(valueAt(recap, `delivery.store.${key}`));
  return (
    <section className="result__block" data-testid="thankyou-pickup">
      <h3 className="block__title">{texts.k('pickupTitle')}</h3>
      {store('name') && (
        <address className="pickup-store">
          <strong data-testid="pickup-store">{store('name')}</strong>
          <span data-testid="pickup-address">{[store('address'), store('city')].filter(Boolean).join(', ')}</span>
          {store('hours') && <span data-testid="pickup-hours">{texts.k('delivery.storeHours', store('hours'))}</span>}
        </address>
      )}
      <p className="note" data-testid="pickup-bring">{texts.k('pickupBring')}</p>
    </section>
  );
}

/** The paid order at a glance: number, plan (then its bonus), amount paid, and when a courier brings it (not for a pick-up). */
function Recap({ recap, texts, pickup }: { recap: JsonValue; texts: WidgetProps['texts']; pickup: boolean }) {
  const msisdn = str(valueAt(recap, 'msisdn'));
  const plan = str(valueAt(recap, 'package.name'));
  const bonus = str(valueAt(recap, 'package.bonus'));
  const amount = valueAt(recap, 'payment.amount') ?? valueAt(recap, 'total');
  const sameDay = valueAt(recap, 'same_day') === true;
  const sla = pickup ? '' : str(valueAt(recap, 'shipping_sla'));
  return (
    <section className="summary result__block" data-testid="thankyou-recap">
      <h3 className="block__title">{texts.k('recapTitle')}</h3>
      <dl className="summary__list">
        {msisdn && <div className="summary__row"><dt>{texts.k('summary.number')}</dt><dd data-testid="recap-number">{formatMsisdn(msisdn)}</dd></div>}
        {plan && <div className="summary__row"><dt>{texts.k('summary.package')}</dt><dd data-testid="recap-package">{plan}</dd></div>}
        {bonus && <div className="summary__row"><dt>{texts.k('package.bonus')}</dt><dd data-testid="recap-bonus">{bonus}</dd></div>}
        {typeof amount === 'number' && (
          <div className="summary__row summary__row--total"><dt>{texts.k('amountPaid')}</dt><dd data-testid="recap-amount">{texts.money(amount)}</dd></div>
        )}
        {sla && (
          <div className="summary__row">
            <dt>{texts.k('deliveryEstimate')}<span className="summary__sub">{texts.k(sameDay ? 'delivery.sameDay' : 'delivery.nextDay')}</span></dt>
            <dd><DeliveryEstimate sla={sla} texts={texts} testId="recap-delivery" /></dd>
          </div>
        )}
      </dl>
    </section>
  );
}
