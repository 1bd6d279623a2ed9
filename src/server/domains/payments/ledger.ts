// The payments of a payable as the selling domain reads them (src/server/payables.ts): the latest one
// a customer sees, and the cancelling of open ones when the payable's terms change.
import type { PaymentLedger } from '../../payables';
import { cancelOpenPayments, latestVisiblePayment } from './queries';
import { paymentView } from './view';

export const storedPayments: PaymentLedger = {
  async latest(q, code, now, holdUntil) {
    const payment = await latestVisiblePayment(q, code);
    return payment ? paymentView(payment, now, holdUntil) : undefined;
  },
  cancelOpen: cancelOpenPayments,
};
