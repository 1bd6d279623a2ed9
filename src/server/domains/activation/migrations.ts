// The activation domain's tables: postpaid activations. Append-only: add the next, never edit an applied one.
import { ownedMigrations, statements } from '../../db/migrations';

export const migrations = ownedMigrations('activation', [
  {
    legacyId: 60,
    after: ['orders/1'],
    name: 'postpaid activations',
    // One activation per order (spec /activate): the primary key lets exactly one of two concurrent
    // submissions record it; the other is told it was submitted already (40019).
    up: statements(
      `CREATE TABLE activations (
         order_code text PRIMARY KEY REFERENCES orders (order_code),
         status text NOT NULL CHECK (status IN ('REQUESTED', 'COMPLETE', 'FAILED')),
         requested_at timestamptz NOT NULL, completed_at timestamptz)`,
    ),
  },
]);
