// Loads the administrative areas (vendored idn-area-data CSV files, ODbL, see ./area-data/README.md)
// into the tables of migration 45, once: a database that has provinces is left alone. The villages'
// postal codes (vendored wilayah_kodepos, MIT, see ./postal-data/README.md) are loaded beside them and
// again whenever their file changes (its digest is kept in seed_marks), so a database seeded before
// them, or by an older release, gets the current ones.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Db, Queryable } from '../db/types';
import { projectRoot } from '../project-root';
import { csvRows } from './area-csv';
import { seedState, writeSeedMark } from './seed-mark';

const seedFile = (folder: string, name: string) => readFile(resolve(projectRoot(import.meta.dirname), 'src/server/seed', folder, `${name}.csv`), 'utf8');

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

const POSTAL_MARK = 'postal-codes';

/** The villages' postal codes as the file has them (rows of districts and of villages, migration 84), replacing an older release's. */
async function loadPostalCodes(q: Queryable, text: string): Promise<void> {
  await q.query('DELETE FROM area_postal_codes');
  await insertAll(q, 'area_postal_codes', ['area_code', 'postal_code'], csvRows(text, 2));
}

/** Idempotent and safe to run from several processes at once (an advisory lock, then a look). */
export async function seedAreas(db: Db): Promise<{ loaded: boolean; postalCodesLoaded: boolean }> {
  return db.tx(async (q) => {
    await q.query('SELECT pg_advisory_xact_lock(727045)');
    const any = await q.query<{ code: string }>('SELECT code FROM area_provinces LIMIT 1');
    const loaded = any.length === 0;
    if (loaded) {
      // Read only now: the village list alone is megabytes a restart has no use for.
      const [provinces, cities, districts, villages] = await Promise.all(['provinces', 'regencies', 'districts', 'villages'].map((n) => seedFile('area-data', n)));
      await insertAll(q, 'area_provinces', ['code', 'name'], csvRows(provinces ?? '', 2));
      await insertAll(q, 'area_cities', ['code', 'province_code', 'name'], csvRows(cities ?? '', 3));
      await insertAll(q, 'area_districts', ['code', 'city_code', 'name'], csvRows(districts ?? '', 3));
      await insertAll(q, 'area_villages', ['code', 'district_code', 'name'], csvRows(villages ?? '', 3));
    }
    const postal = await seedFile('postal-data', 'postal-codes');
    const digest = createHash('sha256').update(postal).digest('hex');
    const state = await seedState(q, POSTAL_MARK);
    if (!loaded && state.mark === digest) return { loaded, postalCodesLoaded: false };
    await loadPostalCodes(q, postal);
    if (state.markable) await writeSeedMark(q, digest, POSTAL_MARK);
    return { loaded, postalCodesLoaded: true };
  });
}
