import type { Area, AreasResponse, PostalCodeCheckBody, PostalCodeCheckResponse } from '../../../contracts';
import type { ShopContext } from '../../context';
import { badRequest } from '../../errors';
import { distinctCodes, parentOf, rangeOf, villageCodes } from './postal-codes';
import { listCities, listDistricts, listProvinces, listVillages, postalRowsWithin, villageExists } from './queries';

/** One list per province, city and district fits (38 + 514 + 7,285), with the postal-code checks. */
const AREA_ENTRIES = 20_000;

// Areas change only with a new data release: cached for the reference data's lifetime, in a cache of their own
// (thousands of district and village lists must not push packages out).
const areaCache = (ctx: ShopContext) => ctx.caches.named('areas', 'reference', AREA_ENTRIES);

const cached = (ctx: ShopContext, key: string, load: () => Promise<AreasResponse['areas']>): Promise<AreasResponse> =>
  areaCache(ctx).get(key, async () => ({ areas: await load() }));

export const provinces = (ctx: ShopContext) => cached(ctx, 'provinces', () => listProvinces(ctx.db));
export const cities = (ctx: ShopContext, province: string) => cached(ctx, `cities:${province}`, () => listCities(ctx.db, province));
export const districts = (ctx: ShopContext, city: string) => cached(ctx, `districts:${city}`, () => listDistricts(ctx.db, city));
/** A district's villages, each with its postal code when the data gives it exactly one (the cascade prefills it). */
export const villages = (ctx: ShopContext, district: string) => cached(ctx, `village-list:${district}`, async () => {
  const rows = await postalRowsWithin(ctx.db, district);
  return (await listVillages(ctx.db, district)).map((v) => {
    const [only, ...more] = villageCodes(rows, v.code);
    return only !== undefined && more.length === 0 ? { ...v, postalCode: only } : v;
  });
});

/** Spec §5, word for word (A36): the field message when the postal code does not match. */
export const POSTAL_CODE_MISMATCH = {
  id: 'Kode pos tidak cocok dengan kota/kecamatan yang dipilih',
  en: 'Your postal code doesn\'t match the selected village/sub district from the dropdown menu',
} as const;

/**
 * The codes the data gives a village (its own, else its district's), or every code within a district or
 * city. A village code the area data does not have gets none, so its district's codes decide.
 */
const codesOf = (ctx: ShopContext, code: string): Promise<string[]> => areaCache(ctx).get(`postal-codes:${code}`, async () => {
  if (code.split('.').length < 4) return distinctCodes(await postalRowsWithin(ctx.db, code));
  if (!(await villageExists(ctx.db, code))) return [];
  return villageCodes(await postalRowsWithin(ctx.db, parentOf(code) ?? code), code);
});

const provinceRange = (ctx: ShopContext, province: string) =>
  areaCache(ctx).get(`postal-range:${province}`, async () => rangeOf(distinctCodes(await postalRowsWithin(ctx.db, province))));

const verdict = (match: boolean): PostalCodeCheckResponse =>
  (match ? { match: true, known: true } : { match: false, known: true, message: { ...POSTAL_CODE_MISMATCH } });

/**
 * A postal code against the most precise area chosen. The most precise level the data covers decides:
 * the village's codes, else its district's, else its city's, else the province's range (a new area the
 * data does not have yet is still held to its province). An area no level knows is not refused
 * (known: false): the check can only refuse what it can prove wrong.
 */
export async function checkPostalCode(ctx: ShopContext, body: PostalCodeCheckBody): Promise<PostalCodeCheckResponse> {
  let code: string | null = body.villageCode ?? body.districtCode ?? body.cityCode ?? '';
  for (; code !== null && code.includes('.'); code = parentOf(code)) {
    const known = await codesOf(ctx, code);
    if (known.length > 0) return verdict(known.includes(body.postalCode));
  }
  const [low, high] = code !== null ? await provinceRange(ctx, code) : [];
  if (low === undefined || high === undefined) return { match: true, known: false };
  return verdict(body.postalCode >= low && body.postalCode <= high);
}

/** An address's area by the names the area lists give (as the area cascade writes them), with its postal code. */
export interface NamedArea { province: string; city: string; district: string; village: string; postalCode: string }

const sameName = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * An order's address area, checked as the area cascade checks it in the browser: each name is an area
 * within the one above it (else 400 at that name's pointer, under `at`), and a postal code the shop
 * knows for the village must be the one given (else 400 at the postal code, spec section 5's text).
 */
export async function assertAreaOfNames(ctx: ShopContext, area: NamedArea, at: string): Promise<void> {
  const levels: Array<[keyof NamedArea, (code: string) => Promise<AreasResponse>]> = [
    ['city', (code) => cities(ctx, code)], ['district', (code) => districts(ctx, code)], ['village', (code) => villages(ctx, code)],
  ];
  const find = (list: Area[], level: keyof NamedArea): Area => {
    const found = list.find((a) => sameName(a.name, area[level]));
    // The name itself stays out of the message (an address is the customer's).
    if (!found) throw badRequest(`No such ${level} within the area above it`, `${at}/${level}`);
    return found;
  };
  let current = find((await provinces(ctx)).areas, 'province');
  for (const [level, below] of levels) current = find((await below(current.code)).areas, level);
  const check = await checkPostalCode(ctx, { villageCode: current.code, postalCode: area.postalCode });
  if (!check.match) throw badRequest(POSTAL_CODE_MISMATCH.en, `${at}/postalCode`);
}
