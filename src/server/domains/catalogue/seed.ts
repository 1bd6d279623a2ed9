// The catalogue's seed: its reference rows (./seed-data.ts), written once per data and migration level
// (ON CONFLICT DO NOTHING: an operator's edit of a seeded row stays).
import type { DomainSeed } from '../../seed/domain-seed';
import { CITIES, COURIER_NAMES, COVERAGES, PACKAGES, SETTINGS } from './seed-data';

export const catalogueSeed: DomainSeed = {
  // Its first migration made every table it writes: tests of older migrations seed at that level.
  needs: ['catalogue/1'],
  run: async ({ once }) => (await once({ COVERAGES, COURIER_NAMES, CITIES, PACKAGES, SETTINGS }, async (q) => {
    for (const c of COVERAGES) {
      for (const [ctype, sla, oldPrice] of c.options) {
        await q.query(
          `INSERT INTO logistics (coverage_id, ctype, name, price, old_price, free, sla, location_id)
           VALUES ($1, $2, $3, 0, $4, true, $5, $6) ON CONFLICT DO NOTHING`,
          [c.id, ctype, COURIER_NAMES[ctype] ?? `Courier ${ctype}`, oldPrice, sla, `LOC-${c.id}-${ctype}`],
        );
      }
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
  })) ? ['catalogue'] : [],
};
