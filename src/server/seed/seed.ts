import { seedContent } from '../content/seed';
import type { Db } from '../db/types';
import { CITIES, COURIER_NAMES, COVERAGES, NUMBER_LABELS, PACKAGES, SETTINGS, STORES } from './catalog';
import { seedRegularNumbers, seedVanityNumbers } from './numbers';
import { seedDigest, seedState, writeSeedMark } from './seed-mark';

export interface SeedOptions {
  /** Regular numbers to create when the inventory is empty. */
  numberCount: number;
}

/**
 * Idempotent: reference rows use ON CONFLICT DO NOTHING, and are not written again while the seed mark says
 * this data was written under the newest migration; numbers are generated only into an empty inventory.
 */
export async function seed(db: Db, opts: SeedOptions): Promise<{ numbersCreated: boolean }> {
  await db.tx(async (q) => {
    const state = await seedState(q);
    const digest = seedDigest({ COVERAGES, COURIER_NAMES, STORES, CITIES, PACKAGES, SETTINGS, NUMBER_LABELS }, state.newestMigration);
    if (state.mark === digest) return;
    for (const c of COVERAGES) {
      for (const [ctype, sla, oldPrice] of c.options) {
        await q.query(
          `INSERT INTO logistics (coverage_id, ctype, name, price, old_price, free, sla, location_id)
           VALUES ($1, $2, $3, 0, $4, true, $5, $6) ON CONFLICT DO NOTHING`,
          [c.id, ctype, COURIER_NAMES[ctype] ?? `Courier ${ctype}`, oldPrice, sla, `LOC-${c.id}-${ctype}`],
        );
      }
    }
    // A database migrated only part of the way (tests of older migrations) has no stores table yet.
    const [storesTable] = await q.query<{ t: string | null }>(`SELECT to_regclass('stores')::text AS t`);
    for (const [i, st] of storesTable?.t ? STORES.entries() : []) {
      await q.query(
        `INSERT INTO stores (location_id, coverage_id, name, address, hours, sort) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
        [st.locationId, st.coverageId, st.name, st.address, st.hours, i],
      );
    }
    // Migration 55 gave stores a city and coordinates: filled for the seeded stores once, never over an operator's edit.
    const [cityColumn] = await q.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = 'stores' AND column_name = 'city'`);
    for (const st of (cityColumn?.n ?? 0) > 0 ? STORES : []) {
      await q.query(`UPDATE stores SET city = $2, lat = $3, lng = $4 WHERE location_id = $1 AND city = ''`, [st.locationId, st.city, st.lat, st.lng]);
    }
    for (const city of CITIES) {
      const cov = COVERAGES.find((c) => c.id === city.coverageId);
      await q.query(
        `INSERT INTO cities (id, name, coverage_id, coverage_type) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`,
        [city.id, city.name, city.coverageId, cov?.type ?? 'REGULAR'],
      );
    }
    // Parents first so the parent_id foreign key holds.
    for (const p of [...PACKAGES].sort((a, b) => Number(a.parentId !== null) - Number(b.parentId !== null))) {
      await q.query(
        `INSERT INTO packages (id, parent_id, product_type, name_id, name_en, description_id, description_en,
                               value, old_value, img, security_deposit, active, sort)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) ON CONFLICT DO NOTHING`,
        [p.id, p.parentId, p.productType, p.name[0], p.name[1], p.description[0], p.description[1],
          p.value, p.oldValue, p.img, p.deposit, p.active, p.sort],
      );
    }
    for (const [name, value] of SETTINGS) {
      await q.query(`INSERT INTO settings (name, value) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [name, JSON.stringify(value)]);
    }
    for (const [id, labelId, labelEn] of NUMBER_LABELS) {
      await q.query(`INSERT INTO number_labels (id, label_id, label_en) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`, [id, labelId, labelEn]);
    }
    if (state.markable) await writeSeedMark(q, digest);
  });
  const numbersCreated = await db.tx(async (q) => {
    await q.query('SELECT pg_advisory_xact_lock(727002)');
    const any = await q.query<{ id: number }>('SELECT id FROM numbers LIMIT 1');
    if (any.length > 0) return false;
    // Building the trigram index once after a bulk insert is ~3x faster than maintaining it row by row.
    const [idx] = await q.query<{ def: string | null }>(`SELECT pg_get_indexdef(to_regclass('numbers_local_trgm')) AS def`);
    if (idx?.def) await q.query('DROP INDEX numbers_local_trgm');
    await seedVanityNumbers(q);
    await seedRegularNumbers(q, opts.numberCount);
    if (idx?.def) await q.query(idx.def);
    return true;
  });
  // Fresh statistics so the planner picks the trigram index for searches.
  if (numbersCreated) await db.query('ANALYZE numbers');
  // Content (cms/seed/production.ndjson) goes into an empty lake only.
  await seedContent(db);
  return { numbersCreated };
}
