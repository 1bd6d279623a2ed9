import { randomInt, randomUUID } from 'node:crypto';
import type { PaymentNotification } from '../../contracts';
import type { PayableOrder, PaymentProvider, PaymentRequest, ProviderPayment } from './provider';
import { sign, verifySignature } from './signature';

export interface SandboxOptions {
  secret: string;
  /** Absolute base of the sandbox pages (wallet links and QR payloads leave the browser). */
  publicBaseUrl: string;
  /** Institution code of the shared bank network (site constants, 987). */
  sharedBankCode: string;
}

/** Spec §9: method 04 is the shared-bank-network VA; its numbers start with the network code. */
const SHARED_BANK_METHOD = '04';

const digits = (n: number) => Array.from({ length: n }, () => String(randomInt(10))).join('');

/**
 * The default gateway: no money moves. It hands out VA numbers, links, QR payloads and a card
 * redirect that all lead to /sandbox/pay/:paymentId, where a tester pays or fails the payment.
 */
export interface SandboxProvider extends PaymentProvider {
  /** A notification as the gateway would send it: a fresh notification_id, signed. */
  signedNotification(n: Omit<PaymentNotification, 'notification_id'>): { body: string; signature: string };
}

export function sandboxProvider(opts: SandboxOptions): SandboxProvider {
  const payPage = (id: string) => `${opts.publicBaseUrl}/sandbox/pay/${encodeURIComponent(id)}`;
  return {
    name: 'sandbox',
    async createPayment(order: PayableOrder, req: PaymentRequest): Promise<ProviderPayment> {
      const { method } = req;
      switch (method.kind) {
        case 'va': {
          const shared = method.code === SHARED_BANK_METHOD;
          // VA = institution/bank prefix + the customer's subscriber digits + random, like real bank VAs.
          const bankCode = shared ? opts.sharedBankCode : (method.bank ?? method.code);
          const prefix = shared ? opts.sharedBankCode : `88${method.code.padStart(3, '0').slice(-3)}`;
          return { va_number: `${prefix}${order.msisdn.slice(-6)}${digits(5)}`, bank_code: bankCode, expired: req.expiresAt };
        }
        case 'link':
          return { link_url: payPage(req.paymentId), expired: req.expiresAt };
        case 'qr':
          return { qr_payload: payPage(req.paymentId), expired: req.expiresAt };
        case 'card': {
          const back = `/thankyou/${encodeURIComponent(order.orderCode)}/${encodeURIComponent(order.email)}`;
          return { redirect_url: `${payPage(req.paymentId)}?return=${encodeURIComponent(back)}`, expired: req.expiresAt };
        }
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
