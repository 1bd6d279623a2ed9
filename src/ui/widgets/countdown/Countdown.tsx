/**
 * A countdown: the time left until an end, as mm:ss, and another sentence once it has passed. As a
 * block it shows an expiry its screen declares (`time.<expiry>`, re-evaluated each second by the
 * screen's clock); the waiting screens show their payment's end with `UntilCountdown`.
 */
import { formatCountdown } from '../../../runtime/format';
import { valueAt } from '../../../runtime/session';
import type { Text } from '../../../runtime/types';
import { useNow } from '../../hooks/use-now';
import type { Texts } from '../../use-texts';
import type { WidgetProps } from '../../widget-props';

/** The line itself: the running sentence (given the time left as mm:ss), or the one once it is over. */
function CountdownLine({ leftMs, running, over, testId }: { leftMs: number; running: (left: string) => string; over: string; testId: string }) {
  return (
    <p className={leftMs > 0 ? 'countdown' : 'countdown countdown--over'} data-testid={testId} aria-live="off">
      {leftMs > 0 ? running(formatCountdown(leftMs)) : over}
    </p>
  );
}

/** Time left until a payment expires (an ISO instant), on the shop's clock. */
export function UntilCountdown({ until, texts }: { until: string; texts: Texts }) {
  const now = useNow();
  const end = Date.parse(until);
  if (!Number.isFinite(end)) return null;
  return <CountdownLine leftMs={end - now} running={(left) => texts.k('payment.expiresIn', left)} over={texts.k('payment.expired')} testId="payment-countdown" />;
}

const isText = (v: unknown): v is Text => typeof v === 'object' && v !== null && typeof (v as Text).id === 'string' && typeof (v as Text).en === 'string';

export default function Countdown({ props, snapshot, texts }: WidgetProps) {
  const name = typeof props.expiry === 'string' ? props.expiry : '';
  const at = valueAt(snapshot, `time.${name}.at`);
  const left = valueAt(snapshot, `time.${name}.left`);
  // No end in the state (yet): nothing to count down to.
  if (typeof at !== 'number' || typeof left !== 'number') return null;
  const running = isText(props.running) ? props.running : undefined;
  const over = isText(props.over) ? texts.t(props.over) : '';
  return <CountdownLine leftMs={left * 1000} running={(l) => texts.t(running, l)} over={over} testId={`countdown-${name}`} />;
}
