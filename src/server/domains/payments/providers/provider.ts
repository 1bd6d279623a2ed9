import type { PaymentMethod } from '../../../content/site-definition';

/** What a gateway needs to know about the order being paid. */
export interface PayableOrder {
  orderCode: string;
  email: string;
  total: number;
  /** The order's number, when it has one (VA numbers carry its last digits). */
  msisdn: string | undefined;
}

/** A payment as the server stored it before handing it to the gateway. */
export interface PaymentRequest {
  paymentId: string;
  method: PaymentMethod;
  sofMsisdn?: string;
  expiresAt: Date;
  /** Where the payer lands after a card payment succeeds (a shop path taken from the definitions). */
  returnPath: string;
  /** Institution code of the shared bank network (site constants, 987). */
  sharedBankCode: string;
}

export interface ProviderPayment {
  va_number?: string;
  bank_code?: string;
  link_url?: string;
  qr_payload?: string;
  redirect_url?: string;
  expired: Date;
}

/**
 * A payment gateway. The sandbox is the default; a real gateway implements the same two calls.
 * `createPayment` is called outside any database transaction and may fail (throw): the payments
 * service then marks its held payment FAILED.
 */
export interface PaymentProvider {
  readonly name: string;
  createPayment(order: PayableOrder, req: PaymentRequest): Promise<ProviderPayment>;
  /** Whether `signature` is the gateway's signature over the exact raw body of a notification. */
  verifyNotification(rawBody: string, signature: string | undefined): boolean;
}
