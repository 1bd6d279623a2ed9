// The postpaid domain's tables: KTP order slots. Append-only: add the next, never edit an applied one.
import { ownedMigrations, statements } from '../../db/migrations';

export const migrations = ownedMigrations('postpaid', [
  {
    legacyId: 46,
    name: 'orders per KTP',
    // How many orders each NIK has placed (spec: at most 3). An order claims a slot with one
    // conditional upsert in its own transaction, so concurrent orders can never pass the limit.
    up: statements(
      `CREATE TABLE ktp_usage (nik text PRIMARY KEY, orders integer NOT NULL CHECK (orders BETWEEN 0 AND 3))`,
    ),
  },
  {
    legacyId: 85,
    name: 'orders per KTP follow the site setting',
    // The limit is the published site's maxOrdersPerKtp (src/server/domains/postpaid/ktp-slots.ts), no
    // longer 3 in the table: the conditional upsert alone keeps it, so the check keeps only the floor.
    up: statements(
      'ALTER TABLE ktp_usage DROP CONSTRAINT ktp_usage_orders_check',
      'ALTER TABLE ktp_usage ADD CONSTRAINT ktp_usage_orders_check CHECK (orders >= 0)',
    ),
  },
]);
