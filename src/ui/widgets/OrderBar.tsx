/** Order id and total, shown at the top of the payment screens. */
import { formatRupiah } from '../../runtime/format';
import type { OrderState } from '../../state/order-state';
import type { Texts } from '../use-texts';

export function OrderBar({ state, texts }: { state: OrderState; texts: Texts }) {
  return (
    <dl className="order-bar" data-testid="order-bar">
      <div><dt>{texts.k('payment.orderId')}</dt><dd data-testid="order-id">{state.orderId}</dd></div>
      {state.orderTotal > 0 && (
        <div><dt>{texts.k('total') || texts.k('summary.total')}</dt><dd data-testid="order-total">{formatRupiah(state.orderTotal)}</dd></div>
      )}
    </dl>
  );
}
