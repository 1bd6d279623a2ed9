/**
 * Marketing content of the home and promo pages (banners, tiles, packages, roaming, promos, FAQ,
 * services, maintenance windows). The IO handlers are injected by the UI (src/ui/content-binding.ts),
 * as the other models do, so this file has no browser globals and no API import.
 *
 * - A list loads once when a widget asks (…Requested) and again when the live stream reports a change
 *   to one of its document types, or after the stream reconnected (events may have been missed).
 * - What a server-rendered page read while rendering (<script type="application/json" id="server-reads">,
 *   src/ui/server-reads.ts) seeds the stores at start, so hydration renders what the server did.
 * - Home packages are keyed by type + language and re-fetched whenever a widget asks (tab switch,
 *   language change), except the very first ask answered by the seed.
 */
import { combine, createEffect, createEvent, createStore, sample, type Effect, type EventCallable, type Store } from 'effector';
import type {
  Banner, ContentLang, FaqItem, HomeProduct, MaintenanceInfo, MaintenanceWindow, Promo, RoamingPromo, ServiceItem, Tile,
} from '../api/content';
import { liveMutation, liveReconnected } from './live-model';

export type PackageType = 'prepaid' | 'postpaid';
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

// ---- maintenance windows (A12): compared on server time through the measured clock offset
export const maintenanceRequested = createEvent();
const maintenanceRefreshed = createEvent();
export const fetchMaintenanceFx = createEffect<void, MaintenanceInfo | null>(async () => null);
/** Stamps the answer with the client clock, to derive the server/client offset. */
const loadMaintenanceFx = createEffect(async () => {
  const info = await fetchMaintenanceFx();
  return info ? { info, receivedAt: Date.now() } : null;
});
export const clockTicked = createEvent<number>();

interface MaintenanceState { windows: MaintenanceWindow[]; offsetMs: number }
export const $maintenance = createStore<MaintenanceState | null>(null).on(loadMaintenanceFx.doneData, (s, r) => {
  if (!r) return s;
  const serverNow = Date.parse(r.info.now);
  const windows = [r.info.active, r.info.next].filter((w): w is MaintenanceWindow => w !== null);
  return { windows, offsetMs: Number.isFinite(serverNow) ? serverNow - r.receivedAt : 0 };
});
/** Server time as last observed (set on each answer and at each window boundary). */
export const $serverNow = createStore(0)
  .on(loadMaintenanceFx.doneData, (s, r) => { const t = r ? Date.parse(r.info.now) : NaN; return Number.isFinite(t) ? t : s; })
  .on(clockTicked, (_, t) => t);

/** The window covering server-now (half-open [start, end)), or null. */
export function activeWindow(windows: MaintenanceWindow[], now: number): MaintenanceWindow | null {
  return windows.find((w) => Date.parse(w.startsAt) <= now && now < Date.parse(w.endsAt)) ?? null;
}
/** The next start or end after `now`, or null. */
export function nextBoundary(windows: MaintenanceWindow[], now: number): number | null {
  const times = windows.flatMap((w) => [Date.parse(w.startsAt), Date.parse(w.endsAt)]).filter((t) => Number.isFinite(t) && t > now);
  return times.length ? Math.min(...times) : null;
}
export const $activeMaintenance = combine($maintenance, $serverNow, (m, now) => (m ? activeWindow(m.windows, now) : null));

const MAX_TIMEOUT = 2 ** 31 - 1;
let boundaryTimer: ReturnType<typeof setTimeout> | undefined;
/** One timer to the next window boundary; at it the clock ticks (popup shows or hides without a reload). */
const scheduleFx = createEffect((p: { m: MaintenanceState | null; now: number }) => {
  clearTimeout(boundaryTimer);
  if (!p.m) return;
  const at = nextBoundary(p.m.windows, p.now);
  if (at === null) return;
  const offset = p.m.offsetMs;
  boundaryTimer = setTimeout(() => clockTicked(Date.now() + offset), Math.min(MAX_TIMEOUT, Math.max(0, at - p.now) + 50));
});
sample({ clock: [$maintenance.updates, clockTicked], source: { m: $maintenance, now: $serverNow }, target: scheduleFx });
// After the last known boundary, ask the server for the following window.
sample({ clock: clockTicked, source: $maintenance, filter: (m, now) => m !== null && nextBoundary(m.windows, now) === null, target: maintenanceRefreshed });
const $maintenanceAsked = createStore(false).on(maintenanceRequested, () => true);
sample({ clock: maintenanceRequested, source: loadMaintenanceFx.pending, filter: (p) => !p, target: loadMaintenanceFx });
sample({ clock: maintenanceRefreshed, source: $maintenanceAsked, filter: Boolean, target: loadMaintenanceFx });

// ---- initial content from a server-rendered page
export interface InitialContent {
  /** List name -> its items, as the server's render read them. */
  lists: Record<string, unknown[]>;
  packages: Array<{ key: PackageKey; products: HomeProduct[] }>;
  promos: Array<{ code: string; promo: Promo | null }>;
}
export const contentStarted = createEvent();
export const readInitialContentFx = createEffect<void, InitialContent | null>(() => null);
sample({ clock: contentStarted, target: readInitialContentFx });
const seedContentFx = createEffect((c: InitialContent | null) => {
  if (!c) return;
  for (const [name, items] of Object.entries(c.lists)) contentLists[name]?.seeded(items);
  for (const p of c.packages) packagesSeeded(p);
  for (const p of c.promos) promoSeeded(p);
});
sample({ clock: readInitialContentFx.doneData, target: seedContentFx });

// ---- live updates: refetch only what changed, by document type
/** Which refresh a document type triggers (definition documents belong to definitions-model). */
export function refreshTargets(type: string): { lists: number[]; packages: boolean; promoDetails: boolean; maintenance: boolean } {
  return {
    lists: lists.map((l, i) => (l.types.includes(type) ? i : -1)).filter((i) => i >= 0),
    packages: type === 'homePackage',
    promoDetails: type === 'promo',
    maintenance: type === 'maintenanceWindow',
  };
}
/** A preview tab (src/ui/content-preview.ts) reads drafts: their changes refresh what it shows too. */
export const contentPreviewStarted = createEvent();
const $readsDrafts = createStore(false).on(contentPreviewStarted, () => true);
const published = sample({
  clock: liveMutation, source: $readsDrafts, filter: (drafts, m) => drafts || !m.documentId.startsWith('drafts.'), fn: (_, m) => m,
});
for (const list of lists) sample({ clock: published, filter: (m) => list.types.includes(m.type), target: list.refreshed });
sample({ clock: published, filter: (m) => refreshTargets(m.type).packages, target: packagesRefreshed });
sample({ clock: published, filter: (m) => refreshTargets(m.type).promoDetails, target: promoDetailsRefreshed });
sample({ clock: published, filter: (m) => refreshTargets(m.type).maintenance, target: maintenanceRefreshed });
// After a reconnect events may have been missed: everything shown is read again.
sample({ clock: liveReconnected, target: [...lists.map((l) => l.refreshed), packagesRefreshed, promoDetailsRefreshed, maintenanceRefreshed] });
