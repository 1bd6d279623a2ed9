/** Whether a waiting screen's payment can no longer be paid: the server says EXPIRED, or its end (an expiry, src/runtime/screen-time.ts) passed here. */
import { expiryView, instantOf } from '../../../runtime/screen-time';
import { valueAt } from '../../../runtime/session';
import type { JsonValue } from '../../../runtime/types';
import { useNow } from '../../hooks/use-now';

export function usePaymentExpired(payment: JsonValue): boolean {
  const now = useNow();
  if (valueAt(payment, 'status') === 'EXPIRED') return true;
  return expiryView(instantOf(valueAt(payment, 'expired')), now).over;
}
