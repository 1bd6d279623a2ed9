// The payments domain's knobs: the real gateway's settings, the notifications' secret, a payment's lifetime.
import { intKnob, textKnob } from '../../knobs';

/** Development only: a gateway of its own must be given its own (the gateway check refuses this one). */
export const DEV_WEBHOOK_SECRET = 'dev-payment-webhook-secret';

export const paymentWebhookSecret = textKnob('PAYMENT_WEBHOOK_SECRET', DEV_WEBHOOK_SECRET, 'HMAC-SHA256 key of payment notifications (x-signature)',
  { why: 'the gateway knows the webhook secret' });
export const paymentGatewayUrl = textKnob('PAYMENT_GATEWAY_URL', undefined,
  'PAYMENT_PROVIDER=gateway: base URL of the gateway API (payments are created with POST <url>/payments); setting it alone selects the gateway');
export const paymentGatewayKey = textKnob('PAYMENT_GATEWAY_KEY', undefined, 'PAYMENT_PROVIDER=gateway: bearer key of the gateway API');
export const paymentExpiryMinutes = intKnob('PAYMENT_EXPIRY_MINUTES', 60, 'lifetime of a payment (VA, link, QR, card)', 1);

export const PAYMENT_KNOBS = [paymentWebhookSecret, paymentGatewayUrl, paymentGatewayKey, paymentExpiryMinutes] as const;
