import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import type { PaymentKind } from '../../../../contracts';
import type { PayableOrder, PaymentProvider, PaymentRequest, ProviderPayment } from './provider';
import { verifySignature } from './signature';

export interface GatewayPaymentsOptions {
  /** Base URL of the gateway's API (PAYMENT_GATEWAY_URL); payments are created at `<url>/payments`. */
  url: string;
  /** Bearer key of the gateway's API (PAYMENT_GATEWAY_KEY). */
  key: string;
  /** HMAC key the gateway signs its notifications with (PAYMENT_WEBHOOK_SECRET). */
  secret: string;
  /** Absolute base of the shop: where payers return and where notifications are sent. */
  publicBaseUrl: string;
  /** The path of the shop's notification route (payments.notify). */
  notifyPath: string;
  timeoutMs?: number;
}

const text = { type: 'string', minLength: 1, maxLength: 2048 } as const;
const answerSchema = {
  type: 'object', required: ['expired'],
  properties: {
    va_number: { type: 'string', pattern: '^[0-9]{6,32}$' }, bank_code: { type: 'string', minLength: 1, maxLength: 32 },
    link_url: { ...text, format: 'uri' }, qr_payload: text, redirect_url: { ...text, format: 'uri' }, expired: { type: 'string', format: 'date-time' },
  },
} as const;
interface GatewayAnswer { va_number?: string; bank_code?: string; link_url?: string; qr_payload?: string; redirect_url?: string; expired: string }

/** What a payer needs, by kind: the shop never keeps a pending payment without it. */
const NEEDED: Record<PaymentKind, keyof GatewayAnswer> = { va: 'va_number', link: 'link_url', qr: 'qr_payload', card: 'redirect_url' };

const ajv = new Ajv({ allErrors: false, strict: true });
addFormats(ajv, ['uri', 'date-time']);
const validAnswer = ajv.compile<GatewayAnswer>(answerSchema);

/**
 * A real payment gateway over HTTPS (PAYMENT_PROVIDER=gateway): `POST <url>/payments` with the
 * payment (the shop's payment id doubles as the gateway's idempotency key, so a retried call makes
 * no second charge) and a bearer key; the answer carries what the payer needs (VA number, link,
 * QR payload or card redirect) and its expiry, and is checked before the shop stores it. The gateway
 * notifies `notify_url` with the body of payments.notify, signed as `x-signature` (HMAC-SHA256).
 */
export function gatewayPayments(opts: GatewayPaymentsOptions): PaymentProvider {
  const endpoint = `${opts.url.replace(/\/+$/, '')}/payments`;
  return {
    name: 'gateway',
    async createPayment(order: PayableOrder, req: PaymentRequest): Promise<ProviderPayment> {
      const { method } = req;
      const res = await fetch(endpoint, {
        method: 'POST',
        headers: { authorization: `Bearer ${opts.key}`, 'content-type': 'application/json', 'idempotency-key': req.paymentId },
        body: JSON.stringify({
          payment_id: req.paymentId, order_code: order.orderCode, amount: order.total, currency: 'IDR',
          method: method.code, group: method.group, kind: method.kind, bank: method.bank, wallet: method.wallet,
          shared_bank_code: req.sharedBankCode, sof_msisdn: req.sofMsisdn, customer_email: order.email, customer_msisdn: order.msisdn,
          expires_at: req.expiresAt.toISOString(), return_url: `${opts.publicBaseUrl}${req.returnPath}`,
          notify_url: `${opts.publicBaseUrl}${opts.notifyPath}`,
        }),
        signal: AbortSignal.timeout(opts.timeoutMs ?? 15_000),
      });
      if (!res.ok) throw new Error(`payment gateway answered ${res.status}`);
      const answer: unknown = await res.json();
      if (!validAnswer(answer)) throw new Error(`payment gateway answer ${validAnswer.errors?.[0]?.instancePath ?? ''} ${validAnswer.errors?.[0]?.message ?? 'is invalid'}`);
      if (answer[NEEDED[method.kind]] === undefined) throw new Error(`payment gateway answer has no ${NEEDED[method.kind]} for a ${method.kind} payment`);
      const { expired, ...given } = answer;
      return { ...given, expired: new Date(expired) };
    },
    verifyNotification(rawBody: string, signature: string | undefined): boolean {
      return verifySignature(rawBody, signature, opts.secret);
    },
  };
}
