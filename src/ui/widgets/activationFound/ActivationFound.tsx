/** The order an activation lookup found (its ID and number); its heading takes the focus when it appears. */
import { useEffect, useRef } from 'react';
import { formatMsisdn } from '../../../runtime/format';
import { applyRule } from '../../../runtime/logic';
import type { WidgetProps } from '../../widget-props';

const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

export default function ActivationFound({ props, texts, snapshot }: WidgetProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => { heading.current?.focus(); }, []);
  const orderCode = str(applyRule(props.orderCode, snapshot));
  const msisdn = props.msisdn === undefined ? '' : str(applyRule(props.msisdn, snapshot));
  return (
    <section className="activation-found" data-testid="activation-found">
      <h2 ref={heading} tabIndex={-1} className="block__title">{texts.k('foundTitle')}</h2>
      <dl className="summary__list">
        <div className="summary__row"><dt>{texts.k('orderId')}</dt><dd data-testid="activation-order">{orderCode}</dd></div>
        {msisdn && <div className="summary__row"><dt>{texts.k('number')}</dt><dd data-testid="activation-number">{formatMsisdn(msisdn)}</dd></div>}
      </dl>
    </section>
  );
}
