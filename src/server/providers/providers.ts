import type { ActivationProvider } from './activation/provider';
import type { CivilRegistryProvider } from './civil-registry/provider';
import type { EsimProvider } from './esim/provider';
import type { IdCardProvider } from './id-card/provider';
import type { KtpEligibilityProvider } from './ktp-eligibility/provider';
import type { LogisticsProvider } from './logistics/provider';
import type { MailProvider } from './mail/provider';
import type { PaymentProvider } from './payments/provider';
import type { SmsProvider } from './sms/provider';

/** Every external system the shop talks to, each behind its interface (chosen by configuration). */
export interface Providers {
  payments: PaymentProvider;
  civilRegistry: CivilRegistryProvider;
  idCard: IdCardProvider;
  ktpEligibility: KtpEligibilityProvider;
  mail: MailProvider;
  sms: SmsProvider;
  esim: EsimProvider;
  logistics: LogisticsProvider;
  activation: ActivationProvider;
}
