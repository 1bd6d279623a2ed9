import type { Db } from '../../../db/types';
import { insertOutbox } from '../outbox/queries';
import type { SmsMessage, SmsProvider } from './provider';

/** The development default: SMS are kept in the outbox table (GET /sandbox/outbox?channel=sms). */
export function outboxSms(db: Db): SmsProvider {
  return {
    name: 'outbox',
    async send(m: SmsMessage) {
      const id = await insertOutbox(db, { channel: 'sms', recipient: m.to, subject: '', body: m.text });
      return { id: `outbox-${id}` };
    },
  };
}
