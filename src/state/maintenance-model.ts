/**
 * Maintenance windows (A12), shown by the shell's popup on every page: compared on server time
 * through the measured clock offset, with one timer to the next boundary, so the popup appears at a
 * window's start and goes at its end without a reload. The read's handler is injected by the UI
 * (src/ui/maintenance-binding.ts): no browser globals and no API import here.
 */
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import type { MaintenanceInfo, MaintenanceWindow } from '../api/maintenance';
import { contentChanged } from './content-published';
import { liveReconnected } from './live-model';

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

/** The document type whose changes are maintenance windows. */
export const MAINTENANCE_TYPE = 'maintenanceWindow';
// A published window, or any after a reconnect (events may have been missed), is read again.
sample({ clock: contentChanged, filter: (m) => m.type === MAINTENANCE_TYPE, target: maintenanceRefreshed });
sample({ clock: liveReconnected, target: maintenanceRefreshed });
