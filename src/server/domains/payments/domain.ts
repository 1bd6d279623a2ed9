// Payments: start and read a payment, the gateway's notifications, refunds for the staff and, with the
// sandbox gateway, its pay page.
import { defineDomain } from '../../domain';
import { providePaymentLedger } from '../../payables';
import { isSandboxPayments } from '../../providers/payments/sandbox';
import { operations } from './contract';
import { migrations } from './migrations';
import { PaymentError } from './errors';
import { storedPayments } from './ledger';
import { refundRoutes } from './refund-routes';
import { paymentRoutes } from './routes';
import { sandboxPaymentRoutes } from './sandbox-routes';

export const domain = defineDomain({
  name: 'payments', operations, migrations, errors: PaymentError, routes: paymentRoutes, studioRoutes: refundRoutes,
  // What the selling domain reads of payments.
  install: (ctx) => providePaymentLedger(ctx, storedPayments),
  // The pay page exists only with the sandbox gateway behind it.
  sandboxRoutes: async (app, ctx) => {
    if (isSandboxPayments(ctx.providers.payments)) await sandboxPaymentRoutes(app, ctx, ctx.providers.payments);
  },
});
