import { randomInt, randomUUID } from 'node:crypto';
import type { PaymentNotification } from '../../../../contracts';
import type { PayableOrder, PaymentProvider, PaymentRequest, ProviderPayment } from './provider';
import { sign, verifySignature } from './signature';

export interface SandboxPaymentsOptions {
  secret: string;
  /** Absolute base of the sandbox pages (wallet links and QR payloads leave the browser). */
  publicBaseUrl: string;
}

/** Spec §9: method 04 is the shared-bank-network VA; its numbers start with the network code. */
const SHARED_BANK_METHOD = '04';

const digits = (n: number) => Array.from({ length: n }, () => String(randomInt(10))).join('');

/**
 * The default gateway: no money moves. It hands out VA numbers, links, QR payloads and a card
 * redirect that all lead to /sandbox/pay/:paymentId, where a tester pays or fails the payment.
 */
export interface SandboxPaymentProvider extends PaymentProvider {
  readonly sandbox: true;
  /** A notification as the gateway would send it: a fresh notification_id, signed. */
  signedNotification(n: Omit<PaymentNotification, 'notification_id'>): { body: string; signature: string };
}

export const isSandboxPayments = (p: PaymentProvider): p is SandboxPaymentProvider => 'sandbox' in p && p.sandbox === true;

export function sandboxPayments(opts: SandboxPaymentsOptions): SandboxPaymentProvider {
  const payPath = (id: string) => `/sandbox/pay/${encodeURIComponent(id)}`;
  // Links and QR payloads leave the browser (another device opens them): absolute. The card's redirect
  // is followed by the browser paying, on the shop it is on: a path, so a shop opened under another
  // name than PUBLIC_BASE_URL's (localhost for 127.0.0.1) keeps its origin, and with it the session.
  const payPage = (id: string) => `${opts.publicBaseUrl}${payPath(id)}`;
  return {
    name: 'sandbox',
    sandbox: true,
    async createPayment(order: PayableOrder, req: PaymentRequest): Promise<ProviderPayment> {
      const { method } = req;
      switch (method.kind) {
        case 'va': {
          const shared = method.code === SHARED_BANK_METHOD;
          // VA = institution/bank prefix + the customer's subscriber digits + random, like real bank VAs.
          const bankCode = shared ? req.sharedBankCode : (method.bank ?? method.code);
          const prefix = shared ? req.sharedBankCode : `88${method.code.padStart(3, '0').slice(-3)}`;
          const subscriber = order.msisdn?.slice(-6) ?? digits(6);
          return { va_number: `${prefix}${subscriber}${digits(5)}`, bank_code: bankCode, expired: req.expiresAt };
        }
        case 'link':
          return { link_url: payPage(req.paymentId), expired: req.expiresAt };
        case 'qr':
          return { qr_payload: payPage(req.paymentId), expired: req.expiresAt };
        case 'card':
          return { redirect_url: `${payPath(req.paymentId)}?return=${encodeURIComponent(req.returnPath)}`, expired: req.expiresAt };
      }
    },
    verifyNotification(rawBody: string, signature: string | undefined): boolean {
      return verifySignature(rawBody, signature, opts.secret);
    },
    signedNotification(n) {
      const body = JSON.stringify({ notification_id: randomUUID(), ...n });
      return { body, signature: sign(body, opts.secret) };
    },
  };
}
