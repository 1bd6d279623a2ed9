// Payments: start and read a payment, the gateway's notifications, refunds for the staff and, with the
// sandbox gateway, its pay page. Its knobs and its provider (the gateway) are its own.
import { defineDomain } from '../../domain';
import { providePaymentLedger } from '../../payables';
import { operations } from './contract';
import { paymentExpirySweep } from './expiry-sweep';
import { PAYMENT_KNOBS } from './knobs';
import { migrations } from './migrations';
import { PaymentError } from './errors';
import { storedPayments } from './ledger';
import { isSandboxPayments } from './providers/sandbox';
import { checkGateway, paymentsProvider } from './providers/slot';
import { refundRoutes } from './refund-routes';
import { paymentRoutes } from './routes';
import { sandboxPaymentRoutes } from './sandbox-routes';

export const domain = defineDomain({
  name: 'payments', operations, migrations, errors: PaymentError, routes: paymentRoutes, studioRoutes: refundRoutes,
  knobs: PAYMENT_KNOBS, providers: [paymentsProvider], check: checkGateway, sweeps: [paymentExpirySweep],
  install: (ctx) => {
    // A sandbox put in place of the configured gateway (tests) still needs sandbox mode: anyone could pay with it.
    if (!ctx.config.sandbox && isSandboxPayments(ctx.parts.provider(paymentsProvider))) throw new Error('the sandbox payment gateway needs sandbox mode (SANDBOX=1)');
    // What the selling domain reads of payments.
    providePaymentLedger(ctx, storedPayments);
  },
  // The pay page exists only with the sandbox gateway behind it.
  sandboxRoutes: async (app, ctx) => {
    const gateway = ctx.parts.provider(paymentsProvider);
    if (isSandboxPayments(gateway)) await sandboxPaymentRoutes(app, ctx, gateway);
  },
});
