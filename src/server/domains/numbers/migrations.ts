// The numbers domain's tables: the numbers and their search. Append-only: add the next, never edit an applied one.
import { ownedMigrations, statements } from '../../db/migrations';

export const migrations = ownedMigrations('numbers', [
  {
    legacyId: 2,
    name: 'numbers',
    up: statements(
      `CREATE TABLE number_labels (id integer PRIMARY KEY, label_id text NOT NULL, label_en text NOT NULL)`,
      // msisdn is stored as 62...; msisdn_local (0...) is what customers see and type, so search runs on it.
      // sort_key spreads the listing order so concurrent shoppers do not all see (and grab) the same numbers.
      `CREATE TABLE numbers (
         id serial PRIMARY KEY, msisdn text NOT NULL UNIQUE,
         msisdn_local text GENERATED ALWAYS AS ('0' || substr(msisdn, 3)) STORED,
         type text NOT NULL CHECK (type IN ('REGULAR', 'VANITY')), label integer REFERENCES number_labels(id),
         price integer NOT NULL DEFAULT 0, old_price integer NOT NULL DEFAULT 0,
         status text NOT NULL DEFAULT 'AVAILABLE' CHECK (status IN ('AVAILABLE', 'RESERVED', 'SOLD')),
         reserved_until timestamptz, order_code text, sort_key integer NOT NULL)`,
      `CREATE INDEX numbers_list ON numbers (type, sort_key)`,
    ),
  },
  {
    legacyId: 3,
    name: 'number search index',
    // A trigram GIN index serves LIKE '%digits%' in milliseconds over a million rows; without
    // pg_trgm the search still works as a sequential scan.
    up: async (q, ctx) => {
      if (ctx.trigram) await q.query(`CREATE INDEX numbers_local_trgm ON numbers USING gin (msisdn_local gin_trgm_ops)`);
    },
  },
  {
    legacyId: 70,
    name: 'numbers in listing order',
    // The heap in sort_key order: a search's matches for the first page lie in few pages, so the
    // trigram index's heap visits stay cheap at a million numbers (the seed now inserts in this order).
    up: statements('CLUSTER numbers USING numbers_list', 'ANALYZE numbers'),
  },
]);
