import type { Db } from '../../../db/types';
import { insertOutbox } from '../outbox/queries';
import type { MailMessage, MailProvider } from './provider';

/** The development default: mail is kept in the outbox table (GET /sandbox/outbox), never sent. */
export function outboxMail(db: Db): MailProvider {
  return {
    name: 'outbox',
    async send(m: MailMessage) {
      const id = await insertOutbox(db, { channel: 'mail', recipient: m.to, subject: m.subject, body: m.text, html: m.html });
      return { id: `outbox-${id}` };
    },
  };
}
