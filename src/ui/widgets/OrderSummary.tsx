/** Order summary: number, package, the Rp50.000 security deposit line, free shipping (old fee struck), total. */
import { formatMsisdn, formatRupiah } from '../../runtime/format';
import { constants } from '../defs';
import type { WidgetProps } from '../widget-props';

export default function OrderSummary({ texts, state }: WidgetProps) {
  const deposit = state.productType === 'postpaid' ? state.securityDeposit : constants.securityDeposit;
  const fee = state.shipping.free ? 0 : state.shipping.fee;
  const total = state.selectedPackagePrice + state.number.price + deposit + fee;
  return (
    <div className="summary" data-testid="order-summary">
      <h2 className="block__title">{texts.k('summary.title')}</h2>
      <dl className="summary__list">
        <div className="summary__row">
          <dt>{texts.k('summary.number')}</dt>
          <dd data-testid="summary-number">{state.number.msisdn ? formatMsisdn(state.number.msisdn) : '-'}</dd>
        </div>
        {state.number.price > 0 && (
          <div className="summary__row summary__row--sub"><dt>{state.number.label}</dt><dd>{formatRupiah(state.number.price)}</dd></div>
        )}
        <div className="summary__row">
          <dt>{texts.k('summary.package')}<span className="summary__sub">{state.selectedPackageName}</span></dt>
          <dd data-testid="summary-package">{formatRupiah(state.selectedPackagePrice)}</dd>
        </div>
        <div className="summary__row">
          <dt>{texts.k('summary.securityDeposit')}</dt>
          <dd data-testid="summary-deposit">{formatRupiah(deposit)}</dd>
        </div>
        <div className="summary__row">
          <dt>{texts.k('summary.shipping')}</dt>
          <dd data-testid="summary-shipping">
            {state.shipping.old_fee > 0 && <s className="price__old">{formatRupiah(state.shipping.old_fee)}</s>}{' '}
            {fee === 0 ? texts.k('common.free') : formatRupiah(fee)}
          </dd>
        </div>
        <div className="summary__row summary__row--total">
          <dt>{texts.k('summary.total')}</dt>
          <dd data-testid="summary-total">{formatRupiah(total)}</dd>
        </div>
      </dl>
    </div>
  );
}
