// Outgoing SMS as the messaging domain's provider, chosen by SMS_PROVIDER: the outbox (its sandbox, the only
// implementation so far, also in production mode as before).
import { defineProvider } from '../../../knobs';
import { outboxSms } from './outbox';
import type { SmsProvider } from './provider';

export const smsProvider = defineProvider<SmsProvider>({
  system: 'sms', env: 'SMS_PROVIDER', meaning: 'SMS', sandboxName: 'outbox', sandboxInProduction: true,
  implementations: { sandbox: ({ db }) => outboxSms(db) },
});
