/**
 * Marketing tracking: the utm record (URL > cookie `ola_utm` > session), the /traffic funnel event
 * 300 ms after each route change (debounced, remark = path; A26), and the once-per-order purchase event.
 * Sending is injected by the UI (`sendTrafficFx.use(...)`, `purchaseFx.use(...)`): state does not import the API.
 */
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { snapshotOf } from '../runtime/session';
import { coerceUtm, EMPTY_UTM, parseUtm, resolveUtm, type UtmRecord } from '../runtime/utm';
import { readCookie, writeCookie } from './browser-storage';
import { $config } from './config-model';
import { $model } from './definitions-model';
import { $session, pathSet } from './session-model';

export interface TrafficBody extends UtmRecord { session_id: string; remark: string }
export interface PurchaseEvent { orderId: string; total: number }

/** Purchased order ids kept in the cookie (comma separated). */
export function purchasedIds(cookie: string | null): string[] {
  return (cookie ?? '').split(',').map((s) => s.trim()).filter(Boolean);
}

export const trackingStarted = createEvent<{ search: string }>();
export const routeChanged = createEvent<string>();
export const purchaseCompleted = createEvent<PurchaseEvent>();

export const $utm = createStore<UtmRecord>({ ...EMPTY_UTM });
/** Staff modes suppress the purchase tags (site.json tracking.suppressPurchase, A28). */
export const $suppressed = combine($session, $model, (s, model) =>
  model.suppressPurchase(snapshotOf(s, { active: model.active(s.core.journeyId), constants: model.defs.site.constants, now: Date.now() })));

/** Reads the URL and the cookie; a URL record is saved to the cookie for 365 days. */
export const resolveUtmFx = createEffect((p: { search: string; cookieName: string; days: number; session: UtmRecord | null }) => {
  const fromUrl = parseUtm(p.search);
  let fromCookie: UtmRecord | null = null;
  try { fromCookie = coerceUtm(JSON.parse(readCookie(p.cookieName) ?? 'null')); } catch { fromCookie = null; }
  if (fromUrl) writeCookie(p.cookieName, JSON.stringify(fromUrl), p.days);
  return resolveUtm(fromUrl, fromCookie, p.session);
});
$utm.on(resolveUtmFx.doneData, (_, u) => u);

sample({
  clock: trackingStarted,
  source: { config: $config, session: $session },
  fn: ({ config, session }, { search }) => ({
    search, cookieName: config.utmCookie, days: config.utmCookieDays, session: coerceUtm(session.core.utm),
  }),
  target: resolveUtmFx,
});
// The session keeps the whole record (A24), so an order made later in the visit carries it.
sample({ clock: resolveUtmFx.doneData, fn: (u) => ({ path: 'utm', value: { ...u } }), target: pathSet });

// --- /traffic, debounced: only the last route of a quick redirect chain is sent.
export const sendTrafficFx = createEffect<TrafficBody, void>(() => undefined);
export const trafficDelayFx = createEffect((p: { seq: number; path: string; ms: number }) =>
  new Promise<{ seq: number; path: string }>((resolve) => setTimeout(() => resolve({ seq: p.seq, path: p.path }), p.ms)));
const $routeSeq = createStore(0);
const routeTick = sample({
  clock: routeChanged,
  source: { seq: $routeSeq, config: $config },
  fn: ({ seq, config }, path) => ({ seq: seq + 1, path, ms: config.trackingDelayMs }),
});
$routeSeq.on(routeTick, (_, t) => t.seq);
sample({ clock: routeTick, target: trafficDelayFx });
sample({
  clock: trafficDelayFx.doneData,
  // Sent in every mode, staff modes included (decision A28: they suppress the purchase tags only).
  source: { seq: $routeSeq, utm: $utm, session: $session },
  filter: ({ seq }, done) => seq === done.seq,
  fn: ({ utm, session }, done) => ({ ...utm, session_id: session.core.trackingId, remark: done.path }),
  target: sendTrafficFx,
});

// --- purchase: once per order id (cookie), never in staff modes.
/** Fires the third-party purchase tags; injected by the UI. */
export const firePurchaseFx = createEffect<PurchaseEvent & { utm: UtmRecord }, void>(() => undefined);
export const purchaseOnceFx = createEffect((p: { event: PurchaseEvent; cookieName: string; days: number }) => {
  const ids = purchasedIds(readCookie(p.cookieName));
  if (ids.includes(p.event.orderId)) return false;
  writeCookie(p.cookieName, [...ids, p.event.orderId].slice(-50).join(','), p.days);
  return true;
});
sample({
  clock: purchaseCompleted,
  source: { config: $config, suppressed: $suppressed },
  filter: ({ suppressed }, e) => !suppressed && Boolean(e.orderId),
  fn: ({ config }, event) => ({ event, cookieName: config.purchasedCookie, days: config.purchasedCookieDays }),
  target: purchaseOnceFx,
});
sample({
  clock: purchaseOnceFx.done,
  source: $utm,
  filter: (_, { result }) => result,
  fn: (utm, { params }) => ({ ...params.event, utm }),
  target: firePurchaseFx,
});
