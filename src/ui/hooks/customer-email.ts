/**
 * Whether a payment or result screen's input names its customer's email: then it may read the order and its
 * payment (`orders.get`, `payments.current`); without it, only the payment's status.
 */
import { valueAt } from '../../runtime/session';
import type { JsonValue } from '../../runtime/types';

export function carriesCustomerEmail(input: JsonValue): boolean {
  const email = valueAt(input, 'email');
  return typeof email === 'string' && email !== '';
}
