// The areas' seed: the administrative areas (vendored idn-area-data CSV files, ODbL, see ./area-data/README.md)
// into the tables of migration areas/1, once: a database that has provinces is left alone. The villages'
// postal codes (vendored wilayah_kodepos, MIT, see ./postal-data/README.md) are loaded beside them and
// again whenever their file changes (the seed's mark), so a database seeded before them, or by an older
// release, gets the current ones.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Db, Queryable } from '../../db/types';
import { projectRoot } from '../../project-root';
import type { DomainSeed } from '../../seed/domain-seed';
import { csvRows } from './area-csv';

const seedFile = (folder: string, name: string) =>
  readFile(resolve(projectRoot(import.meta.dirname), 'src/server/domains/areas', folder, `${name}.csv`), 'utf8');

/** Rows per statement: three text arrays of this size stay far below any parameter or packet limit. */
const CHUNK = 20_000;

/** One multi-row INSERT per chunk: the columns go as arrays and unnest pairs them up again. */
async function insertAll(q: Queryable, table: string, columns: [string, string, string] | [string, string], rows: string[][]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    const part = rows.slice(i, i + CHUNK);
    const arrays = columns.map((_, c) => part.map((r) => r[c]));
    const unnest = columns.map((_, c) => `$${c + 1}::text[]`).join(', ');
    await q.query(`INSERT INTO ${table} (${columns.join(', ')}) SELECT * FROM unnest(${unnest}) ON CONFLICT DO NOTHING`, arrays);
  }
}

/** The areas, into a database without provinces; safe to run from several processes at once (an advisory lock, then a look). */
async function loadAreas(db: Db): Promise<boolean> {
  return db.tx(async (q) => {
    await q.query('SELECT pg_advisory_xact_lock(727045)');
    const any = await q.query<{ code: string }>('SELECT code FROM area_provinces LIMIT 1');
    if (any.length > 0) return false;
    // Read only now: the village list alone is megabytes a restart has no use for.
    const [provinces, cities, districts, villages] = await Promise.all(['provinces', 'regencies', 'districts', 'villages'].map((n) => seedFile('area-data', n)));
    await insertAll(q, 'area_provinces', ['code', 'name'], csvRows(provinces ?? '', 2));
    await insertAll(q, 'area_cities', ['code', 'province_code', 'name'], csvRows(cities ?? '', 3));
    await insertAll(q, 'area_districts', ['code', 'city_code', 'name'], csvRows(districts ?? '', 3));
    await insertAll(q, 'area_villages', ['code', 'district_code', 'name'], csvRows(villages ?? '', 3));
    return true;
  });
}

export const areasSeed: DomainSeed = {
  run: async ({ db, once }) => {
    const areas = await loadAreas(db);
    const postal = await seedFile('postal-data', 'postal-codes');
    // The villages' postal codes as the file has them (rows of districts and of villages, migration areas/2), replacing an older release's.
    const postalCodes = await once({ postalCodes: createHash('sha256').update(postal).digest('hex') }, async (q) => {
      await q.query('DELETE FROM area_postal_codes');
      await insertAll(q, 'area_postal_codes', ['area_code', 'postal_code'], csvRows(postal, 2));
    });
    return [...(areas ? ['areas'] : []), ...(postalCodes ? ['postal codes'] : [])];
  },
};
