/** Whether a waiting screen's payment can no longer be paid: the server says EXPIRED, or its time ran out here. */
import { valueAt } from '../../runtime/session';
import type { JsonValue } from '../../runtime/types';
import { useNow } from './use-now';

export function usePaymentExpired(payment: JsonValue): boolean {
  const now = useNow(1000);
  if (valueAt(payment, 'status') === 'EXPIRED') return true;
  const until = valueAt(payment, 'expired');
  const end = typeof until === 'string' ? Date.parse(until) : Number.NaN;
  return Number.isFinite(end) && end <= now;
}
