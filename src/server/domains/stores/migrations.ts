// The stores domain's tables: the retail stores. Append-only: add the next, never edit an applied one.
import { ownedMigrations, statements } from '../../db/migrations';

export const migrations = ownedMigrations('stores', [
  {
    legacyId: 30,
    name: 'stores',
    // The retail stores a coverage area's pick-up option (ctype 5) stands for: each is offered on
    // its own, with its name, address and opening hours; an area without a store offers no pick-up.
    up: statements(
      `CREATE TABLE stores (
         location_id text PRIMARY KEY, coverage_id integer NOT NULL, name text NOT NULL,
         address text NOT NULL, hours text NOT NULL, sort integer NOT NULL DEFAULT 0)`,
      `CREATE INDEX stores_of_coverage ON stores (coverage_id, sort)`,
    ),
  },
  {
    legacyId: 55,
    name: 'store cities and coordinates',
    // The store list (/retails) is searched by city and may place a store on a map; the seed fills
    // both for the stores it knows, an operator for the ones they add.
    up: statements(
      `ALTER TABLE stores ADD COLUMN city text NOT NULL DEFAULT ''`,
      'ALTER TABLE stores ADD COLUMN lat double precision',
      'ALTER TABLE stores ADD COLUMN lng double precision',
      'CREATE INDEX stores_by_city ON stores (lower(city), sort)',
    ),
  },
]);
