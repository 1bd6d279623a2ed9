import { OPERATIONS } from '../../contracts';
import type { ServerConfig } from '../config';
import type { Db } from '../db/types';
import type { MailProvider } from './mail/provider';
import { outboxMail } from './mail/outbox';
import { smtpMail } from './mail/smtp';
import { gatewayPayments } from './payments/gateway';
import type { PaymentProvider } from './payments/provider';
import { sandboxPayments } from './payments/sandbox';
import type { Providers } from './providers';
import { outboxSms } from './sms/outbox';

function mail(config: ServerConfig, db: Db): MailProvider {
  if (config.providers.mail === 'outbox') return outboxMail(db);
  // loadConfig refuses MAIL_PROVIDER=smtp without SMTP_URL; a config built by hand may still lack it.
  if (!config.smtpUrl) throw new Error('MAIL_PROVIDER=smtp needs SMTP_URL');
  return smtpMail({ url: config.smtpUrl, from: config.mailFrom });
}

function payments(config: ServerConfig): PaymentProvider {
  const secret = config.paymentWebhookSecret;
  if (config.providers.payments === 'sandbox') {
    // loadConfig refuses the sandbox gateway without sandbox mode; a config built by hand may still ask for it.
    if (!config.sandbox) throw new Error('PAYMENT_PROVIDER=sandbox needs sandbox mode (SANDBOX=1)');
    return sandboxPayments({ secret, publicBaseUrl: config.publicBaseUrl });
  }
  if (!config.paymentGateway) throw new Error('PAYMENT_PROVIDER=gateway needs PAYMENT_GATEWAY_URL and PAYMENT_GATEWAY_KEY');
  return gatewayPayments({ ...config.paymentGateway, secret, publicBaseUrl: config.publicBaseUrl, notifyPath: OPERATIONS['payments.notify'].path });
}

/** The providers the configuration selects (config.providers, from PAYMENT_PROVIDER, MAIL_PROVIDER, ...). */
export function createProviders(config: ServerConfig, db: Db): Providers {
  // Systems with only a sandbox so far have one value to choose (loadConfig refuses any other).
  return {
    payments: payments(config),
    mail: mail(config, db),
    sms: outboxSms(db),
  };
}

/** Whether some provider keeps messages in the outbox table (then, in sandbox mode, GET /sandbox/outbox exists). */
export const usesOutbox = (config: ServerConfig): boolean => config.providers.mail === 'outbox' || config.providers.sms === 'outbox';
