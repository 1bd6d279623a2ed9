// Outgoing mail as the messaging domain's provider, chosen by MAIL_PROVIDER: the outbox (its sandbox, kept
// in the outbox table, also in production mode as before) or SMTP; SMTP_URL alone selects SMTP.
import { defineProvider, providerKnob, type KnobReader } from '../../../knobs';
import { mailFrom, smtpUrl } from '../knobs';
import { outboxMail } from './outbox';
import type { MailProvider } from './provider';
import { smtpMail } from './smtp';

export const mailProvider = defineProvider<MailProvider>({
  system: 'mail', env: 'MAIL_PROVIDER', meaning: 'mail', sandboxName: 'outbox', sandboxInProduction: true,
  chosen: (mode) => (mode.env(smtpUrl.env) === undefined ? 'sandbox' : 'smtp'),
  defaultText: 'outbox, smtp with SMTP_URL',
  implementations: {
    sandbox: ({ db }) => outboxMail(db),
    smtp: ({ knob }) => {
      const url = knob(smtpUrl);
      // The domain's check refused the start without it; an app built with replaced knobs may still lack it.
      if (!url) throw new Error('MAIL_PROVIDER=smtp needs SMTP_URL');
      return smtpMail({ url, from: knob(mailFrom) ?? '' });
    },
  },
});

/** MAIL_PROVIDER=smtp without a server to send through is refused at start. */
export function checkMail(knob: KnobReader): void {
  if (knob(providerKnob(mailProvider)) === 'smtp' && !knob(smtpUrl)) throw new Error('MAIL_PROVIDER=smtp needs SMTP_URL (e.g. smtps://user:pass@mail.example.com:465)');
}
