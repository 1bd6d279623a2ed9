import type { City } from '../../../contracts';
import type { Queryable } from '../../db/types';

export type Language = 'id' | 'en';
export type ProductType = 'prepaid' | 'postpaid';

export const listCities = (q: Queryable): Promise<City[]> =>
  q.query<City>(`SELECT id, name, coverage_id AS "coverageId", coverage_type AS "coverageType" FROM cities ORDER BY name`);

export async function cityCoverage(q: Queryable, cityId: number): Promise<number | undefined> {
  const rows = await q.query<{ coverage_id: number }>('SELECT coverage_id FROM cities WHERE id = $1', [cityId]);
  return rows[0]?.coverage_id;
}

export interface PackageRow {
  id: number; parent_id: number | null; name: string; description: string; value: number; old_value: number; img: string; deposit: number;
}

/** Active parents and their active children in one query (the column suffix is one of two fixed languages). */
export const listPackages = (q: Queryable, type: ProductType, l: Language): Promise<PackageRow[]> =>
  q.query<PackageRow>(
    `SELECT p.id, p.parent_id, p.name_${l === 'en' ? 'en' : 'id'} AS name, p.description_${l === 'en' ? 'en' : 'id'} AS description,
            p.value, p.old_value, p.img, p.security_deposit AS deposit
     FROM packages p LEFT JOIN packages parent ON parent.id = p.parent_id
     WHERE p.product_type = $1 AND p.active AND (parent.id IS NULL OR parent.active)
     ORDER BY p.parent_id NULLS FIRST, p.sort, p.id`,
    [type],
  );

export interface PricedPackage { id: number; product_type: ProductType; value: number; deposit: number; active: boolean }

/** A bonus (child) package inherits its parent's activity and deposit (A22, A45). */
export async function pricedPackage(q: Queryable, id: number): Promise<PricedPackage | undefined> {
  const rows = await q.query<PricedPackage>(
    `SELECT p.id, p.product_type, p.value, COALESCE(parent.security_deposit, p.security_deposit) AS deposit,
            p.active AND COALESCE(parent.active, true) AS active
     FROM packages p LEFT JOIN packages parent ON parent.id = p.parent_id WHERE p.id = $1`,
    [id],
  );
  return rows[0];
}

export async function packageName(q: Queryable, id: number, l: Language): Promise<string | undefined> {
  const rows = await q.query<{ name: string }>(`SELECT name_${l === 'en' ? 'en' : 'id'} AS name FROM packages WHERE id = $1`, [id]);
  return rows[0]?.name;
}

/** What a package is to its buyer: a bonus (child) package is its plan's bonus, so the plan's name comes first. */
export interface PackageNames { plan: string; bonus?: string }

export async function packageNames(q: Queryable, id: number, l: Language): Promise<PackageNames | undefined> {
  const col = l === 'en' ? 'name_en' : 'name_id';
  const rows = await q.query<{ name: string; parent: string | null }>(
    `SELECT p.${col} AS name, parent.${col} AS parent FROM packages p LEFT JOIN packages parent ON parent.id = p.parent_id WHERE p.id = $1`, [id],
  );
  const row = rows[0];
  if (!row) return undefined;
  return row.parent === null ? { plan: row.name } : { plan: row.parent, bonus: row.name };
}
