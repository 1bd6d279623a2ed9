// The payment gateway as the payments domain's provider, chosen by PAYMENT_PROVIDER: the sandbox (its pay
// pages, sandbox mode only) or a real gateway. Without sandbox mode, or with PAYMENT_GATEWAY_URL, the gateway.
import { defineProvider, providerKnob, type KnobMode, type KnobReader } from '../../../knobs';
import { operations } from '../contract';
import { paymentGatewayKey, paymentGatewayUrl, paymentWebhookSecret, DEV_WEBHOOK_SECRET } from '../knobs';
import { gatewayPayments } from './gateway';
import type { PaymentProvider } from './provider';
import { sandboxPayments } from './sandbox';

export const paymentsProvider = defineProvider<PaymentProvider>({
  system: 'payments', env: 'PAYMENT_PROVIDER', meaning: 'payment gateway',
  sandboxNeedsSandboxMode: true,
  chosen: (mode) => (mode.sandbox && mode.env(paymentGatewayUrl.env) === undefined ? 'sandbox' : 'gateway'),
  defaultText: 'sandbox, gateway with PAYMENT_GATEWAY_URL or SANDBOX=0',
  implementations: {
    sandbox: ({ config, knob }) => sandboxPayments({ secret: knob(paymentWebhookSecret) ?? DEV_WEBHOOK_SECRET, publicBaseUrl: config.publicBaseUrl }),
    gateway: ({ config, knob }) => {
      const url = knob(paymentGatewayUrl);
      const key = knob(paymentGatewayKey);
      // The domain's check refused the start without them; an app built with replaced knobs may still lack them.
      if (!url || !key) throw new Error('PAYMENT_PROVIDER=gateway needs PAYMENT_GATEWAY_URL and PAYMENT_GATEWAY_KEY');
      return gatewayPayments({
        url, key, secret: knob(paymentWebhookSecret) ?? DEV_WEBHOOK_SECRET, publicBaseUrl: config.publicBaseUrl, notifyPath: operations['payments.notify'].path,
      });
    },
  },
});

/** The real gateway's settings: its API URL and key, and a webhook secret of its own (not the development one). */
export function checkGateway(knob: KnobReader, mode: KnobMode): void {
  if (knob(providerKnob(paymentsProvider)) !== 'gateway') return;
  const url = knob(paymentGatewayUrl);
  const key = knob(paymentGatewayKey);
  const secret = mode.env(paymentWebhookSecret.env);
  const missing = [
    ...(url ? [] : [paymentGatewayUrl.env]), ...(key ? [] : [paymentGatewayKey.env]),
    ...(secret && secret !== DEV_WEBHOOK_SECRET ? [] : [paymentWebhookSecret.env]),
  ];
  if (missing.length > 0 || !url) {
    throw new Error(`A real payment gateway needs its settings: set ${missing.join(', ')} (without sandbox mode the shop takes no payment without them)`);
  }
  if (!/^https?:\/\/[^\s/]+/.test(url)) throw new Error('PAYMENT_GATEWAY_URL must be an http(s) URL');
  // Plain http stays possible outside production, for a local fake gateway.
  if (mode.production && !/^https:/i.test(url)) throw new Error('production mode needs PAYMENT_GATEWAY_URL to be https: the gateway key and the payments must not travel in clear');
}
