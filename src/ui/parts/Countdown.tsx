/** Time left until a payment expires. */
import { formatCountdown } from '../../runtime/format';
import { useNow } from '../hooks/use-now';
import type { Texts } from '../use-texts';

export function Countdown({ until, texts }: { until: string; texts: Texts }) {
  const now = useNow(1000);
  const end = Date.parse(until);
  if (!Number.isFinite(end)) return null;
  const left = end - now;
  return (
    <p className={left > 0 ? 'countdown' : 'countdown countdown--over'} data-testid="payment-countdown" aria-live="off">
      {left > 0 ? texts.k('payment.expiresIn', formatCountdown(left)) : texts.k('payment.expired')}
    </p>
  );
}
