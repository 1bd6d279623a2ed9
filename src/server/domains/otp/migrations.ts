// The otp domain's tables: one-time codes. Append-only: add the next, never edit an applied one.
import { ownedMigrations, statements } from '../../db/migrations';

export const migrations = ownedMigrations('otp', [
  {
    legacyId: 87,
    after: ['core/11'],
    name: 'one-time codes',
    // Codes sent by email or SMS (src/server/domains/otp/): only their HMAC is kept, with the visit that
    // asked, their end and the attempts made; the sends to a number in the last hour, so one conditional
    // upsert checks the resend delay and the hourly count and records the send, across processes.
    up: statements(
      `CREATE TABLE otp_codes (
         id text PRIMARY KEY, session_key text NOT NULL REFERENCES visit_sessions (key) ON DELETE CASCADE,
         channel text NOT NULL CHECK (channel IN ('email', 'sms')), msisdn text NOT NULL, code_hash text NOT NULL,
         attempts integer NOT NULL DEFAULT 0, created_at timestamptz NOT NULL, expires_at timestamptz NOT NULL,
         verified_at timestamptz)`,
      'CREATE INDEX otp_codes_ending ON otp_codes (expires_at)',
      `CREATE TABLE otp_sends (
         channel text NOT NULL, msisdn text NOT NULL, sent timestamptz[] NOT NULL, PRIMARY KEY (channel, msisdn))`,
    ),
  },
]);
