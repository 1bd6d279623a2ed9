// The catalogue domain's tables: cities, logistics, packages and settings. Append-only: add the next, never edit an applied one.
import { ownedMigrations, statements } from '../../db/migrations';

export const migrations = ownedMigrations('catalogue', [
  {
    legacyId: 1,
    name: 'catalogue',
    up: statements(
      `CREATE TABLE cities (
         id integer PRIMARY KEY, name text NOT NULL, coverage_id integer NOT NULL, coverage_type text NOT NULL)`,
      `CREATE TABLE logistics (
         coverage_id integer NOT NULL, ctype integer NOT NULL, name text NOT NULL,
         price integer NOT NULL, old_price integer NOT NULL, free boolean NOT NULL,
         sla text NOT NULL, location_id text NOT NULL, PRIMARY KEY (coverage_id, ctype))`,
      `CREATE TABLE packages (
         id integer PRIMARY KEY, parent_id integer REFERENCES packages(id),
         product_type text NOT NULL CHECK (product_type IN ('prepaid', 'postpaid')),
         name_id text NOT NULL, name_en text NOT NULL, description_id text NOT NULL, description_en text NOT NULL,
         value integer NOT NULL, old_value integer NOT NULL, img text NOT NULL DEFAULT '',
         security_deposit integer NOT NULL DEFAULT 0, active boolean NOT NULL DEFAULT true, sort integer NOT NULL DEFAULT 0)`,
      `CREATE INDEX packages_list ON packages (product_type, parent_id, sort)`,
      `CREATE TABLE settings (name text PRIMARY KEY, value text NOT NULL)`,
    ),
  },
]);
