import type { MailProvider } from './mail/provider';
import type { PaymentProvider } from './payments/provider';
import type { SmsProvider } from './sms/provider';

/** Every external system the shop talks to, each behind its interface (chosen by configuration). */
export interface Providers {
  payments: PaymentProvider;
  mail: MailProvider;
  sms: SmsProvider;
}
