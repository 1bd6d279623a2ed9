import type { Area } from '../../../contracts';
import type { Queryable } from '../../db/types';

export const listProvinces = (q: Queryable): Promise<Area[]> =>
  q.query<Area>('SELECT code, name FROM area_provinces ORDER BY name');

export const listCities = (q: Queryable, provinceCode: string): Promise<Area[]> =>
  q.query<Area>('SELECT code, name FROM area_cities WHERE province_code = $1 ORDER BY name', [provinceCode]);

export const listDistricts = (q: Queryable, cityCode: string): Promise<Area[]> =>
  q.query<Area>('SELECT code, name FROM area_districts WHERE city_code = $1 ORDER BY name', [cityCode]);

export const listVillages = (q: Queryable, districtCode: string): Promise<Area[]> =>
  q.query<Area>('SELECT code, name FROM area_villages WHERE district_code = $1 ORDER BY name', [districtCode]);

export interface AreaChoice { villageCode?: string; districtCode?: string; cityCode?: string }

/**
 * The postal codes known for the most precise area chosen: a village's own, or those of every
 * village of the district or city. Codes nest (31.71 ⊃ 31.71.01 ⊃ 31.71.01.1001), so a prefix finds them.
 */
export async function postalCodesOf(q: Queryable, area: AreaChoice): Promise<string[]> {
  const rows = area.villageCode !== undefined
    ? await q.query<{ postal_code: string }>('SELECT DISTINCT postal_code FROM area_postal_codes WHERE village_code = $1', [area.villageCode])
    : await q.query<{ postal_code: string }>(
      'SELECT DISTINCT postal_code FROM area_postal_codes WHERE village_code LIKE $1',
      [`${area.districtCode ?? area.cityCode ?? ''}.%`],
    );
  return rows.map((r) => r.postal_code).sort();
}
