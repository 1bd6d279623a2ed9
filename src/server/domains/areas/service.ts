import type { AreasResponse, PostalCodeCheckBody, PostalCodeCheckResponse } from '../../../contracts';
import type { ShopContext } from '../../context';
import { listCities, listDistricts, listProvinces, listVillages, postalCodesOf } from './queries';

// Areas change only with a new data release: cached for the catalogue's lifetime, in their own cache.
const cached = (ctx: ShopContext, key: string, load: () => Promise<AreasResponse['areas']>): Promise<AreasResponse> =>
  ctx.caches.areas.get(key, async () => ({ areas: await load() }));

export const provinces = (ctx: ShopContext) => cached(ctx, 'provinces', () => listProvinces(ctx.db));
export const cities = (ctx: ShopContext, province: string) => cached(ctx, `cities:${province}`, () => listCities(ctx.db, province));
export const districts = (ctx: ShopContext, city: string) => cached(ctx, `districts:${city}`, () => listDistricts(ctx.db, city));
export const villages = (ctx: ShopContext, district: string) => cached(ctx, `villages:${district}`, () => listVillages(ctx.db, district));

/** Spec §5, word for word (A36): the field message when the postal code does not match. */
export const POSTAL_CODE_MISMATCH = {
  id: 'Kode pos tidak cocok dengan kota/kecamatan yang dipilih',
  en: 'Your postal code doesn\'t match the selected village/sub district from the dropdown menu',
} as const;

/**
 * A postal code against the most precise area chosen. An area the shop knows no postal codes for
 * is not refused (known: false): the check can only refuse what it can prove wrong.
 */
export async function checkPostalCode(ctx: ShopContext, body: PostalCodeCheckBody): Promise<PostalCodeCheckResponse> {
  const area = body.villageCode !== undefined ? { villageCode: body.villageCode }
    : body.districtCode !== undefined ? { districtCode: body.districtCode } : { cityCode: body.cityCode ?? '' };
  const key = `postal:${area.villageCode ?? area.districtCode ?? area.cityCode}`;
  const known = await ctx.caches.areas.get(key, () => postalCodesOf(ctx.db, area));
  if (known.length === 0) return { match: true, known: false };
  if (known.includes(body.postalCode)) return { match: true, known: true };
  return { match: false, known: true, message: { ...POSTAL_CODE_MISMATCH } };
}
