/**
 * A waiting screen whose payment time ran out: says so, and offers a new payment for the same order
 * while its number is still held (the `another` link), and ordering again (the `reorder` link).
 */
import { expiryView, instantOf } from '../../../runtime/screen-time';
import { valueAt } from '../../../runtime/session';
import type { JsonValue } from '../../../runtime/types';
import { AppLink } from '../../AppLink';
import { useLink } from '../../hooks/use-link';
import { useNow } from '../../hooks/use-now';
import { OrderBar } from '../../parts/OrderBar';
import type { Texts } from '../../use-texts';

interface Props { payment: JsonValue; snapshot: Record<string, unknown>; props: Record<string, JsonValue>; texts: Texts }

export function PaymentExpired({ payment, snapshot, props, texts }: Props) {
  const now = useNow();
  const another = useLink(props.another);
  const reorder = useLink(props.reorder);
  // The number's hold is an expiry too: while it runs, the same order can still be paid another way.
  const hold = expiryView(instantOf(valueAt(payment, 'order_expire') ?? valueAt(snapshot, 'order.order_expire')), now);
  const held = hold.at !== null && !hold.over && props.another !== undefined;
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
