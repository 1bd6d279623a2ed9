/**
 * A waiting screen whose payment time ran out: says so, and offers a new payment for the same order
 * while its number is still held (the `another` link), and ordering again (the `reorder` link).
 */
import { valueAt } from '../../runtime/session';
import type { JsonValue } from '../../runtime/types';
import { AppLink } from '../AppLink';
import { useLink } from '../hooks/use-link';
import { useNow } from '../hooks/use-now';
import type { Texts } from '../use-texts';
import { OrderBar } from './OrderBar';

interface Props { payment: JsonValue; snapshot: Record<string, unknown>; props: Record<string, JsonValue>; texts: Texts }

export function PaymentExpired({ payment, snapshot, props, texts }: Props) {
  const now = useNow(1000);
  const another = useLink(props.another);
  const reorder = useLink(props.reorder);
  const hold = valueAt(payment, 'order_expire') ?? valueAt(snapshot, 'order.order_expire');
  const holdEnd = typeof hold === 'string' ? Date.parse(hold) : Number.NaN;
  const held = Number.isFinite(holdEnd) && holdEnd > now && props.another !== undefined;
  return (
    <section className="center-card payment-expired" data-testid="payment-expired" role="status">
      <div className="center-card__icon center-card__icon--fail" aria-hidden="true">!</div>
      <h2 className="block__title">{texts.k('payment.expired')}</h2>
      <p>{texts.k(held ? 'payment.expiredHeld' : 'payment.expiredGone')}</p>
      <div className="btn-row">
        {held && <AppLink className="btn btn--primary" to={another} testId="payment-another-method">{texts.k('payment.chooseAnother')}</AppLink>}
        <AppLink className={held ? 'btn btn--secondary' : 'btn btn--primary'} to={reorder} testId="payment-order-again">{texts.k('payment.orderAgain')}</AppLink>
      </div>
    </section>
  );
}

/** A waiting screen (VA, QR, link) once its payment ran out: the order bar, then what can still be done. */
export function ExpiredWaiting(p: Props) {
  return (
    <div className="waiting">
      <OrderBar snapshot={p.snapshot} texts={p.texts} />
      <PaymentExpired {...p} />
    </div>
  );
}
