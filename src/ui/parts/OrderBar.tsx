/** Order id and total, shown at the top of the payment screens (the order the journey created). */
import { valueAt } from '../../runtime/session';
import type { Texts } from '../use-texts';

export function OrderBar({ snapshot, texts }: { snapshot: Record<string, unknown>; texts: Texts }) {
  const code = valueAt(snapshot, 'order.order_code');
  const total = valueAt(snapshot, 'order.total');
  return (
    <dl className="order-bar" data-testid="order-bar">
      <div><dt>{texts.k('payment.orderId')}</dt><dd data-testid="order-id">{typeof code === 'string' ? code : ''}</dd></div>
      {typeof total === 'number' && total > 0 && (
        <div><dt>{texts.k('total') || texts.k('summary.total')}</dt><dd data-testid="order-total">{texts.money(total)}</dd></div>
      )}
    </dl>
  );
}
