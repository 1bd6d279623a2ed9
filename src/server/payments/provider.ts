import type { PaymentMethod } from '../domain/site';

/** What a provider needs to know about the order being paid. */
export interface PayableOrder {
  orderCode: string;
  email: string;
  total: number;
  msisdn: string;
}

/** A payment as the server stores it before handing it to the provider. */
export interface PaymentRequest {
  paymentId: string;
  method: PaymentMethod;
  sofMsisdn?: string;
  expiresAt: Date;
}

export interface ProviderPayment {
  va_number?: string;
  bank_code?: string;
  link_url?: string;
  qr_payload?: string;
  redirect_url?: string;
  expired: Date;
}

/** A payment gateway. The sandbox is the default; a real gateway implements the same two calls. */
export interface PaymentProvider {
  readonly name: string;
  createPayment(order: PayableOrder, req: PaymentRequest): Promise<ProviderPayment>;
  /** Whether `signature` is the gateway's signature over the exact raw body of a notification. */
  verifyNotification(rawBody: string, signature: string | undefined): boolean;
}
