// The stores' seed: the retail stores of ./seed-data.ts, once per data and migration level. A store seeded
// before the stores had cities (migration stores/2) gets its city and coordinates, never over an operator's edit.
import type { DomainSeed } from '../../seed/domain-seed';
import { STORES } from './seed-data';

export const storesSeed: DomainSeed = {
  // A store stands for a coverage area's pick-up option, which the catalogue seeds.
  after: ['catalogue'],
  run: async ({ once }) => (await once({ STORES }, async (q) => {
    for (const [i, st] of STORES.entries()) {
      await q.query(
        `INSERT INTO stores (location_id, coverage_id, name, address, hours, sort, city, lat, lng) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         ON CONFLICT (location_id) DO UPDATE SET city = EXCLUDED.city, lat = EXCLUDED.lat, lng = EXCLUDED.lng WHERE stores.city = ''`,
        [st.locationId, st.coverageId, st.name, st.address, st.hours, i, st.city, st.lat, st.lng],
      );
    }
  })) ? ['stores'] : [],
};
