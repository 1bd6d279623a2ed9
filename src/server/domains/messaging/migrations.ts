// The messaging domain's table: the outbox. Append-only: add the next, never edit an applied one.
import { ownedMigrations, statements } from '../../db/migrations';

export const migrations = ownedMigrations('messaging', [
  {
    legacyId: 8,
    // It was the core's second before messaging was a domain.
    formerKey: 'core/2',
    name: 'outbox',
    // Mail and SMS the outbox providers keep instead of sending (read at /sandbox/outbox).
    up: statements(
      `CREATE TABLE outbox (
         id serial PRIMARY KEY, channel text NOT NULL CHECK (channel IN ('mail', 'sms')), recipient text NOT NULL,
         subject text NOT NULL DEFAULT '', body text NOT NULL, html text, created_at timestamptz NOT NULL DEFAULT now())`,
      `CREATE INDEX outbox_recipient ON outbox (lower(recipient), id)`,
    ),
  },
]);
