// The one area chain the server tests' billing addresses name (Gambir, Jakarta Pusat: postal code 10110),
// as the area data has it: enough for an order's area check without loading every village of the country.
import type { Db } from '../../src/server/db/types';

export const BILLING_AREA = {
  province: 'Daerah Khusus Ibukota Jakarta', city: 'Kota Administrasi Jakarta Pusat', district: 'Gambir', village: 'Gambir', postalCode: '10110',
} as const;

export async function seedBillingArea(db: Db): Promise<void> {
  await db.query(`INSERT INTO area_provinces (code, name) VALUES ('31', $1) ON CONFLICT DO NOTHING`, [BILLING_AREA.province]);
  await db.query(`INSERT INTO area_cities (code, province_code, name) VALUES ('31.71', '31', $1) ON CONFLICT DO NOTHING`, [BILLING_AREA.city]);
  await db.query(`INSERT INTO area_districts (code, city_code, name) VALUES ('31.71.01', '31.71', $1) ON CONFLICT DO NOTHING`, [BILLING_AREA.district]);
  await db.query(`INSERT INTO area_villages (code, district_code, name) VALUES ('31.71.01.1001', '31.71.01', $1) ON CONFLICT DO NOTHING`, [BILLING_AREA.village]);
  await db.query(`INSERT INTO area_postal_codes (area_code, postal_code) VALUES ('31.71.01.1001', $1) ON CONFLICT DO NOTHING`, [BILLING_AREA.postalCode]);
}
