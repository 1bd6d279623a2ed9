// Messaging: outgoing mail and SMS behind their providers (the outbox by default), and, in sandbox mode,
// the outbox's page of what was kept instead of sent. Other domains send with ctx.parts.provider(mailProvider).
import { defineDomain } from '../../domain';
import { providerKnob } from '../../knobs';
import { mailFrom, smtpUrl } from './knobs';
import { checkMail, mailProvider } from './mail/slot';
import { migrations } from './migrations';
import { outboxRoutes } from './outbox/routes';
import { smsProvider } from './sms/slot';

export const domain = defineDomain({
  name: 'messaging', migrations, knobs: [smtpUrl, mailFrom], providers: [mailProvider, smsProvider], check: checkMail,
  // GET /sandbox/outbox exists only while some provider keeps its messages there.
  sandboxRoutes: (app, ctx) => {
    if ([mailProvider, smsProvider].some((slot) => ctx.parts.knob(providerKnob(slot)) === 'sandbox')) outboxRoutes(app, ctx.db);
  },
});
