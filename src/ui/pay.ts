/** Creating a payment from a widget: errors (40020 expired, 40023 paid, ...) open the catalogue modal. */
import { errorCodeOf } from '../runtime/actions';
import { errorModalOpened } from '../state/ui-model';
import { actions } from './app-actions';

export async function pay(method: string): Promise<boolean> {
  try {
    await actions['payment.create']({ do: 'payment.create', method }, {});
    return true;
  } catch (err) {
    errorModalOpened(errorCodeOf(err));
    return false;
  }
}
