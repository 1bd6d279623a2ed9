/**
 * The ticked numbers side by side (A41): one card per number (a row of columns from tablet width, stacked on
 * a phone), each with its own choose button. A choice is checked first (`check`, as in the number list): an
 * unavailable number is marked so and stays unchosen, its toast coming from the check's onError.
 */
import { useMemo, useState } from 'react';
import { runActions } from '../../../runtime/actions';
import { formatMsisdn } from '../../../runtime/format';
import { applyRule } from '../../../runtime/logic';
import type { Action } from '../../../runtime/types';
import { host } from '../../host';
import { Price } from '../../parts/Price';
import { Spinner } from '../../Spinner';
import type { WidgetProps } from '../../widget-props';
import { chosenNumber } from '../numberPicker/chosen-number';
import { comparedList, type ComparedNumber } from '../numberPicker/compared-numbers';

const actionsOf = (v: unknown): Action[] => (Array.isArray(v) ? (v as unknown as Action[]) : []);

export default function NumberCompare({ props, texts, snapshot, bound, bind }: WidgetProps) {
  const numbers = useMemo(() => comparedList(applyRule(props.numbers, snapshot)), [props.numbers, snapshot]);
  const [checking, setChecking] = useState<number | null>(null);
  const [gone, setGone] = useState<number[]>([]);
  const chosenId = typeof bound === 'object' && bound !== null && !Array.isArray(bound) ? bound.id : null;

  const choose = async (n: ComparedNumber) => {
    setChecking(n.id);
    try {
      const ok = await runActions(host, actionsOf(props.check), { input: { id: n.id } });
      if (!ok) { setGone((g) => [...g, n.id]); return; }
      // The list keeps both languages' labels: the choice takes the one the customer reads now.
      bind(chosenNumber({ ...n, label_id: n.label_id || undefined }, texts.lang));
      await runActions(host, actionsOf(props.onChoose));
    } finally {
      setChecking(null);
    }
  };
  const goBack = () => {
    if (props.back === undefined) window.history.back();
    else void runActions(host, actionsOf(props.back));
  };

  if (numbers.length === 0) {
    return (
      <div className="number-compare number-compare--empty" data-testid="compare-empty">
        <h2 className="block__title">{texts.k('compare.title')}</h2>
        <p className="empty">{texts.k('compare.empty')}</p>
        <button type="button" className="btn btn--link" data-testid="compare-back" onClick={goBack}>{texts.k('compare.back')}</button>
      </div>
    );
  }

  return (
    <div className="number-compare">
      <h2 className="block__title">{texts.k('compare.title')}</h2>
      <ul className="compare-grid" data-testid="compare-list" style={{ ['--compare-columns' as string]: String(numbers.length) }}>
        {numbers.map((n, i) => {
          const unavailable = gone.includes(n.id);
          const label = (texts.lang === 'en' ? n.label_en : n.label_id) || '-';
          const headingId = `compare-number-${n.id}`;
          return (
            <li key={n.id} className={chosenId === n.id ? 'compare-card is-selected' : 'compare-card'} data-testid={`compare-column-${i}`}
              aria-labelledby={headingId}>
              <h3 className="compare-card__msisdn nowrap" id={headingId} data-testid={`compare-msisdn-${n.id}`}>{formatMsisdn(n.msisdn)}</h3>
              <dl className="compare-card__facts">
                <div><dt>{texts.k('compare.type')}</dt><dd data-testid={`compare-type-${n.id}`}>{texts.k(n.type === 'VANITY' ? 'number.vanity' : 'number.regular')}</dd></div>
                <div><dt>{texts.k('compare.price')}</dt><dd data-testid={`compare-price-${n.id}`}><Price value={n.price} old={n.old_price} /></dd></div>
                <div><dt>{texts.k('compare.label')}</dt><dd data-testid={`compare-label-${n.id}`}>{label}</dd></div>
              </dl>
              {unavailable && <p className="field__hint field__hint--error" data-testid={`compare-gone-${n.id}`}>{texts.k('toast.numberUnavailable')}</p>}
              <button type="button" className="btn btn--primary btn--block" data-testid={`compare-choose-${n.id}`}
                disabled={unavailable || checking !== null} aria-describedby={headingId} onClick={() => void choose(n)}>
                {checking === n.id ? <Spinner inline /> : null}
                {texts.k('compare.choose')}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
