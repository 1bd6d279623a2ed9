/** The one order store `$order`, persisted in sessionStorage under site.constants.sessionKey. */
import { createEffect, createEvent, createStore, sample } from 'effector';
import type { UiLanguage } from '../runtime/text';
import { readSession, randomId, removeSession, writeSession } from './browser-storage';
import { $config } from './config-model';
import {
  homeResetOrder, initialOrder, resetOrder, reviveOrder, selectPackage, setPath,
  type OrderState, type PackageChoice,
} from './order-state';

export interface SessionStart {
  /** location.search of the first page load. */
  search: string;
  isMobile: boolean;
}

/** `?lang=en|id`, case-insensitive (A39); null when absent or unknown. */
export function langFromSearch(search: string): UiLanguage | null {
  const v = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search).get('lang')?.toLowerCase();
  return v === 'en' ? 'EN' : v === 'id' ? 'ID' : null;
}

/** The first state of a visit: the stored session (if any) + a tracking id + language + device. */
export function startSession(stored: unknown, start: SessionStart, newId: () => string): OrderState {
  const s = stored ? reviveOrder(stored) : initialOrder();
  return {
    ...s,
    trackingId: s.trackingId || newId(),
    language: langFromSearch(start.search) ?? s.language,
    isMobile: start.isMobile,
  };
}

export const sessionStarted = createEvent<SessionStart>();
export const orderReset = createEvent();
export const homeReset = createEvent();
export const fieldSet = createEvent<{ path: string; value: unknown }>();
export const orderPatched = createEvent<Partial<OrderState>>();
export const packageSelected = createEvent<{ pkg: PackageChoice; bonusId?: string }>();
export const languageChanged = createEvent<UiLanguage>();
export const deviceChanged = createEvent<boolean>();

export const restoreSessionFx = createEffect((p: { key: string; start: SessionStart }) =>
  startSession(readSession(p.key), p.start, randomId));
export const persistFx = createEffect((p: { key: string; state: OrderState }) => writeSession(p.key, p.state));
export const clearStoredFx = createEffect((key: string) => removeSession(key));

export const $order = createStore<OrderState>(initialOrder())
  .on(restoreSessionFx.doneData, (_, s) => s)
  .on(orderReset, (s) => resetOrder(s))
  .on(homeReset, (s) => homeResetOrder(s))
  .on(fieldSet, (s, { path, value }) => setPath(s, path, value))
  .on(orderPatched, (s, patch) => ({ ...s, ...patch }))
  .on(packageSelected, (s, { pkg, bonusId }) => selectPackage(s, pkg, bonusId))
  .on(languageChanged, (s, language) => (s.language === language ? s : { ...s, language }))
  .on(deviceChanged, (s, isMobile) => (s.isMobile === isMobile ? s : { ...s, isMobile }));

/** Nothing is written before the stored session has been read, so a reload never wipes it. */
export const $hydrated = createStore(false).on(restoreSessionFx.finally, () => true);

sample({ clock: sessionStarted, source: $config, fn: (c, start) => ({ key: c.sessionKey, start }), target: restoreSessionFx });
sample({ clock: homeReset, source: $config, fn: (c) => c.sessionKey, target: clearStoredFx });
// homeReset clears the stored session; the reset state is written back after the clear, whatever
// order the two effects run in, so the tracking id and language survive a reload.
sample({ clock: clearStoredFx.finally, source: { config: $config, state: $order }, fn: ({ config, state }) => ({ key: config.sessionKey, state }), target: persistFx });
sample({
  clock: $order.updates,
  source: { config: $config, hydrated: $hydrated },
  filter: ({ hydrated }) => hydrated,
  fn: ({ config }, state) => ({ key: config.sessionKey, state }),
  target: persistFx,
});
