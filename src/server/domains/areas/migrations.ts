// The areas domain's tables: administrative areas and postal codes. Append-only: add the next, never edit an applied one.
import { ownedMigrations, statements } from '../../db/migrations';

export const migrations = ownedMigrations('areas', [
  {
    legacyId: 45,
    name: 'administrative areas',
    // Indonesian provinces, regencies/cities, districts and villages (idn-area-data, loaded by
    // ./seed.ts), each listed by its parent; the postal codes the sandbox knows, by village.
    up: statements(
      `CREATE TABLE area_provinces (code text PRIMARY KEY, name text NOT NULL)`,
      `CREATE TABLE area_cities (code text PRIMARY KEY, province_code text NOT NULL, name text NOT NULL)`,
      `CREATE INDEX area_cities_of_province ON area_cities (province_code, name)`,
      `CREATE TABLE area_districts (code text PRIMARY KEY, city_code text NOT NULL, name text NOT NULL)`,
      `CREATE INDEX area_districts_of_city ON area_districts (city_code, name)`,
      `CREATE TABLE area_villages (code text PRIMARY KEY, district_code text NOT NULL, name text NOT NULL)`,
      `CREATE INDEX area_villages_of_district ON area_villages (district_code, name)`,
      `CREATE TABLE area_postal_codes (village_code text NOT NULL, postal_code text NOT NULL, PRIMARY KEY (village_code, postal_code))`,
    ),
  },
  {
    legacyId: 84,
    name: 'postal codes by district or village',
    // The postal codes of every village (./postal-data/) are kept as the data ships them:
    // a district's row gives the code of each of its villages without rows of their own, a village's rows
    // its own codes. About 13,000 rows instead of 84,000 village rows: the area seed stays fast.
    // The seed reloads the table from its file (its seed mark).
    up: statements('ALTER TABLE area_postal_codes RENAME COLUMN village_code TO area_code'),
  },
]);
