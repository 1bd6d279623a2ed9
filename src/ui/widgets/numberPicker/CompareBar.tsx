/**
 * The comparison bar under the number list: how many numbers are ticked (announced politely), the limit
 * once it is reached, and the button that opens the comparison (from two numbers on).
 */
import { useRef } from 'react';
import { useStandOnStepActions } from '../../sticky-actions';
import type { Texts } from '../../use-texts';

export const COMPARE_HINT_ID = 'number-compare-max';

export function CompareBar({ count, max, min, texts, onCompare }: { count: number; max: number; min: number; texts: Texts; onCompare: () => void }) {
  const enough = count >= min;
  const bar = useRef<HTMLDivElement>(null);
  useStandOnStepActions(bar);
  return (
    <div ref={bar} className="compare-bar" data-testid="compare-bar">
      <p className="compare-bar__count" aria-live="polite" data-testid="compare-count">
        {texts.k('number.compareCount', count, max)}
        {count >= max && <span className="compare-bar__hint" id={COMPARE_HINT_ID} data-testid="compare-max"> {texts.k('number.compareMax', max)}</span>}
        {!enough && <span className="compare-bar__hint"> {texts.k('number.compareMin', min)}</span>}
      </p>
      <button type="button" className="btn btn--primary" data-testid="compare-open" disabled={!enough} onClick={onCompare}>
        {texts.k('number.compare')} ({count})
      </button>
    </div>
  );
}
