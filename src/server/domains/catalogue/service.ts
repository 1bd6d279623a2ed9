import type { CitiesResponse, Package, PackagesResponse, SettingResponse } from '../../../contracts';
import type { Setting } from '../../content/types';
import type { ShopContext } from '../../context';
import { DomainError, notFound } from '../../errors';
import { cityCoverage, listCities, listPackages, packageName, packageNames, pricedPackage, type Language, type PackageNames, type PricedPackage, type ProductType } from './queries';
import { CatalogueError } from './errors';

export const cities = (ctx: ShopContext): Promise<CitiesResponse> =>
  ctx.caches.reference.get('cities', async () => ({ cities: await listCities(ctx.db) }));

/** Active packages of a product type with their bonus children in `advance` (cached per type and language). */
export const packages = (ctx: ShopContext, type: ProductType, l: Language): Promise<PackagesResponse> =>
  ctx.caches.reference.get(`packages:${type}:${l}`, async () => {
    const byId = new Map<number, Package>();
    for (const r of await listPackages(ctx.db, type, l)) {
      if (r.parent_id === null) {
        byId.set(r.id, { id: r.id, name: r.name, value: r.value, old_value: r.old_value, img: r.img, description: r.description, deposit: Number(r.deposit), advance: [] });
      } else {
        byId.get(r.parent_id)?.advance.push({ id: r.id, name: r.name, value: r.value, old_value: r.old_value });
      }
    }
    return { packages: [...byId.values()] };
  });

const packageGone = () => new DomainError(CatalogueError.PackageNotAvailable, 409, 'Selected package is no longer available');

/** Whether a package exists and is on sale (cached with the catalogue). */
export const isActivePackage = (ctx: ShopContext, id: number): Promise<boolean> =>
  ctx.caches.reference.get(`package-active:${id}`, async () => (await pricedPackage(ctx.db, id))?.active === true);

/** 40015 unless the package is on sale. */
export async function assertActivePackage(ctx: ShopContext, id: number): Promise<void> {
  if (!(await isActivePackage(ctx, id))) throw packageGone();
}

/** A package to price an order with: on sale (else 40015). Never cached: the price is the one charged. */
export async function packageForOrder(ctx: ShopContext, id: number): Promise<PricedPackage> {
  const pkg = await pricedPackage(ctx.db, id);
  if (!pkg || !pkg.active) throw packageGone();
  return pkg;
}

/** A package's name in a language (an order shows the package it was made with, even if no longer on sale). */
export const packageNameOf = (ctx: ShopContext, id: number, l: Language): Promise<string | undefined> =>
  ctx.caches.reference.get(`package-name:${id}:${l}`, () => packageName(ctx.db, id, l));

/** The plan an order bought and, for a bonus package, its bonus, in a language. */
export const packageNamesOf = (ctx: ShopContext, id: number, l: Language): Promise<PackageNames | undefined> =>
  ctx.caches.reference.get(`package-names:${id}:${l}`, () => packageNames(ctx.db, id, l));

export const coverageOfCity = (ctx: ShopContext, cityId: number): Promise<number | undefined> =>
  ctx.caches.reference.get(`city-coverage:${cityId}`, () => cityCoverage(ctx.db, cityId));

/** Remote settings are `setting` documents of the content lake (cached with the catalogue, dropped when one is published). */
export async function setting(ctx: ShopContext, name: string): Promise<SettingResponse> {
  const found = await ctx.caches.reference.get(`setting:${name}`, async () => {
    const [row] = await ctx.content.reader.list<Setting>('setting', 'name == $name', { name }, '_id asc');
    return row ? { name: row.name, value: row.value } : { missing: true as const };
  });
  if ('missing' in found) throw notFound(`Unknown setting "${name}"`);
  return found;
}
