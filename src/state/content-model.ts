/**
 * Marketing content of the home and promo pages (banners, tiles, packages, roaming, promos, FAQ,
 * services). The IO handlers are injected by the UI (src/ui/content-binding.ts), as the other models
 * do, so this file has no browser globals and no API import. It loads with the widgets that show
 * content (src/ui/content-binding.ts is imported by their hooks), not with every route: building its
 * stores cost a slow phone ~50-75 ms before any step was usable (issue 11). The shell's maintenance
 * windows are maintenance-model.ts.
 *
 * - A list loads once when a widget asks (…Requested) and again when the live stream reports a change
 *   to one of its document types, or after the stream reconnected (events may have been missed).
 * - What a server-rendered page read while rendering (<script type="application/json" id="server-reads">,
 *   src/ui/server-reads.ts) seeds the stores at start, so hydration renders what the server did.
 * - Home packages are keyed by type + language and re-fetched whenever a widget asks (tab switch,
 *   language change), except the very first ask answered by the seed.
 */
import { createEffect, createEvent, createStore, sample, type Effect, type EventCallable, type Store } from 'effector';
import type { Banner, ContentLang, FaqItem, HomeProduct, Promo, RoamingPromo, ServiceItem, Tile } from '../api/content';
import { $readsDrafts, contentChanged } from './content-published';
import { liveReconnected } from './live-model';

/** A product type of the definitions (a journey's productType): the home packages are read by it. */
export type PackageType = string;
export interface PackageKey { type: PackageType; lang: ContentLang }
export const packageKey = (k: PackageKey): string => `${k.type}:${k.lang}`;

export interface ContentList<T> {
  /** The list's name in the server's record of reads. */
  name: string;
  $data: Store<T[] | null>;
  requested: EventCallable<void>;
  refreshed: EventCallable<void>;
  seeded: EventCallable<T[]>;
  /** Set its handler from the UI layer: the read (already falls back to [] on failure). */
  fetchFx: Effect<void, T[]>;
  types: readonly string[];
}

function contentList<T>(name: string, types: readonly string[]): ContentList<T> {
  const requested = createEvent();
  const refreshed = createEvent();
  const seeded = createEvent<T[]>();
  const fetchFx = createEffect<void, T[]>(async () => []);
  // null = not loaded yet; a failed read ends as [] so every loading state clears.
  const $data = createStore<T[] | null>(null)
    .on(fetchFx.doneData, (_, d) => d)
    .on(fetchFx.fail, (d) => d ?? [])
    .on(seeded, (_, d) => d);
  sample({ clock: requested, source: { data: $data, pending: fetchFx.pending }, filter: ({ data, pending }) => data === null && !pending, target: fetchFx });
  // Only what is shown is refreshed; a list never asked for stays unloaded.
  sample({ clock: refreshed, source: $data, filter: (d) => d !== null, target: fetchFx });
  return { name, $data, requested, refreshed, seeded, fetchFx, types };
}

export const banners = contentList<Banner>('banners', ['banner']);
export const tiles = contentList<Tile>('tiles', ['quickActionTile', 'setting']);
export const roaming = contentList<RoamingPromo>('roaming', ['roamingPromo']);
export const promos = contentList<Promo>('promos', ['promo']);
export const faq = contentList<FaqItem>('faq', ['faq']);
export const services = contentList<ServiceItem>('services', ['service']);
const lists = [banners, tiles, roaming, promos, faq, services];
/** The lists by name (the server's record of reads names them). */
const contentLists: Readonly<Record<string, ContentList<unknown>>> = Object.fromEntries(lists.map((l) => [l.name, l as ContentList<unknown>]));

// ---- home packages, per type and language
export const packagesRequested = createEvent<PackageKey>();
export const packagesSeeded = createEvent<{ key: PackageKey; products: HomeProduct[] }>();
export const fetchPackagesFx = createEffect<PackageKey, HomeProduct[]>(async () => []);
export const $packages = createStore<Record<string, HomeProduct[]>>({})
  .on(fetchPackagesFx.done, (s, { params, result }) => ({ ...s, [packageKey(params)]: result }))
  .on(fetchPackagesFx.fail, (s, { params }) => (s[packageKey(params)] ? s : { ...s, [packageKey(params)]: [] }))
  .on(packagesSeeded, (s, { key, products }) => ({ ...s, [packageKey(key)]: products }));
/** Keys seeded by the server whose first ask needs no read. */
const $seededKeys = createStore<string[]>([]).on(packagesSeeded, (s, { key }) => [...s, packageKey(key)]);
sample({
  clock: packagesRequested, source: $seededKeys,
  filter: (seededKeys, key) => !seededKeys.includes(packageKey(key)),
  fn: (_, key) => key, target: fetchPackagesFx,
});
const seedUsed = sample({
  clock: packagesRequested, source: $seededKeys,
  filter: (seededKeys, key) => seededKeys.includes(packageKey(key)), fn: (_, key) => packageKey(key),
});
$seededKeys.on(seedUsed, (s, used) => s.filter((k) => k !== used));
export const $packagesLoading = createStore<Record<string, number>>({})
  .on(fetchPackagesFx, (s, k) => ({ ...s, [packageKey(k)]: (s[packageKey(k)] ?? 0) + 1 }))
  .on(fetchPackagesFx.finally, (s, { params }) => ({ ...s, [packageKey(params)]: Math.max(0, (s[packageKey(params)] ?? 1) - 1) }));
const packagesRefreshed = createEvent();
/** Every key shown so far is read again (effects calling effects stay inside a fork scope). */
const refetchPackagesFx = createEffect((keys: PackageKey[]) => Promise.all(keys.map((k) => fetchPackagesFx(k))));
sample({
  clock: packagesRefreshed, source: $packages,
  fn: (s) => Object.keys(s).map((k) => { const [type, lang] = k.split(':'); return { type, lang } as PackageKey; }),
  target: refetchPackagesFx,
});

// ---- promo details
export const promoRequested = createEvent<string>();
export const promoSeeded = createEvent<{ code: string; promo: Promo | null }>();
export const fetchPromoFx = createEffect<string, Promo | null>(async () => null);
/** code -> promo, null = unknown promo (404). Absent = not loaded yet. */
export const $promoDetails = createStore<Record<string, Promo | null>>({})
  .on(fetchPromoFx.done, (s, { params, result }) => ({ ...s, [params]: result }))
  .on(fetchPromoFx.fail, (s, { params }) => ({ ...s, [params]: s[params] ?? null }))
  .on(promoSeeded, (s, { code, promo }) => ({ ...s, [code]: promo }));
/** Codes seeded by the server whose first ask needs no read. */
const $seededPromos = createStore<string[]>([]).on(promoSeeded, (s, { code }) => [...s, code]);
sample({ clock: promoRequested, source: $seededPromos, filter: (seeded, code) => !seeded.includes(code), fn: (_, code) => code, target: fetchPromoFx });
const promoSeedUsed = sample({ clock: promoRequested, source: $seededPromos, filter: (seeded, code) => seeded.includes(code), fn: (_, code) => code });
$seededPromos.on(promoSeedUsed, (s, used) => s.filter((c) => c !== used));
const promoDetailsRefreshed = createEvent();
const refetchPromosFx = createEffect((codes: string[]) => Promise.all(codes.map((c) => fetchPromoFx(c))));
sample({ clock: promoDetailsRefreshed, source: $promoDetails, fn: (s) => Object.keys(s), target: refetchPromosFx });

// ---- initial content from a server-rendered page
export interface InitialContent {
  /** List name -> its items, as the server's render read them. */
  lists: Record<string, unknown[]>;
  packages: Array<{ key: PackageKey; products: HomeProduct[] }>;
  promos: Array<{ code: string; promo: Promo | null }>;
}
/** The model has loaded in a browser: it takes what the page's server render read (a preview tab shows drafts instead). */
export const contentStarted = createEvent();
export const readInitialContentFx = createEffect<void, InitialContent | null>(() => null);
sample({ clock: contentStarted, source: $readsDrafts, filter: (drafts) => !drafts, target: readInitialContentFx });
const seedContentFx = createEffect((c: InitialContent | null) => {
  if (!c) return;
  for (const [name, items] of Object.entries(c.lists)) contentLists[name]?.seeded(items);
  for (const p of c.packages) packagesSeeded(p);
  for (const p of c.promos) promoSeeded(p);
});
sample({ clock: readInitialContentFx.doneData, target: seedContentFx });

// ---- live updates: refetch only what changed, by document type
/** Which refresh a document type triggers (definition documents belong to definitions-model, maintenance windows to maintenance-model). */
export function refreshTargets(type: string): { lists: number[]; packages: boolean; promoDetails: boolean } {
  return {
    lists: lists.map((l, i) => (l.types.includes(type) ? i : -1)).filter((i) => i >= 0),
    packages: type === 'homePackage',
    promoDetails: type === 'promo',
  };
}
for (const list of lists) sample({ clock: contentChanged, filter: (m) => list.types.includes(m.type), target: list.refreshed });
sample({ clock: contentChanged, filter: (m) => refreshTargets(m.type).packages, target: packagesRefreshed });
sample({ clock: contentChanged, filter: (m) => refreshTargets(m.type).promoDetails, target: promoDetailsRefreshed });
// After a reconnect events may have been missed: everything shown is read again.
sample({ clock: liveReconnected, target: [...lists.map((l) => l.refreshed), packagesRefreshed, promoDetailsRefreshed] });
