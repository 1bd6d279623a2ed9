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

export const villageExists = async (q: Queryable, code: string): Promise<boolean> =>
  (await q.query<{ code: string }>('SELECT code FROM area_villages WHERE code = $1', [code])).length > 0;

export interface PostalRow { area_code: string; postal_code: string }

/**
 * The postal-code rows of an area and of every area inside it (migration 84: rows of districts and of
 * villages). Codes nest (31.71 ⊃ 31.71.01 ⊃ 31.71.01.1001), so a prefix finds them.
 */
export const postalRowsWithin = (q: Queryable, areaCode: string): Promise<PostalRow[]> =>
  q.query<PostalRow>(
    'SELECT area_code, postal_code FROM area_postal_codes WHERE area_code = $1 OR area_code LIKE $2 ORDER BY postal_code',
    [areaCode, `${areaCode}.%`],
  );
