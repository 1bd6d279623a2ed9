/**
 * The one session store `$session` (core + field values + declared state keys, src/runtime/session.ts),
 * persisted in sessionStorage under site.constants.sessionKey. Its shape follows the live definitions:
 * when a newer set declares other keys or fields, the session is revived under the new declarations.
 */
import { createEffect, createEvent, createStore, sample } from 'effector';
import { sameJson } from '../runtime/same-json';
import { toLang, type UiLanguage } from '../runtime/text';
import {
  enterJourney, initialSession, resetSession, reviveSession, setPath, type SessionState,
} from '../runtime/session';
import type { JsonValue } from '../runtime/types';
import { randomId, removeSession, writeSession } from './browser-storage';
import { $config } from './config-model';
import { $model, languageTextsFx } from './definitions-model';
import type { DefinitionModel } from '../runtime/definition-model';
import type { RouteEntry } from '../runtime/routes';

export interface SessionStart {
  /** location.search of the first page load. */
  search: string;
  isMobile: boolean;
  /** The stored session as the page's start read it (`readSession`; null when there is none). */
  stored: unknown;
}

/** The query parameter that names the language (`?lang=en`). */
export const LANG_QUERY = 'lang';

/** `?lang=en|id`, case-insensitive (A39); null when absent or unknown. */
export function langFromSearch(search: string): UiLanguage | null {
  const v = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search).get(LANG_QUERY)?.toLowerCase();
  return v === 'en' ? 'EN' : v === 'id' ? 'ID' : null;
}

export const sessionStarted = createEvent<SessionStart>();
export const sessionReset = createEvent<{ keep?: readonly string[] } | void>();
export const homeReset = createEvent();
export const pathSet = createEvent<{ path: string; value: JsonValue }>();
export interface EnteredJourney { id: string; journey: string; productType: string }
export const journeyEntered = createEvent<EnteredJourney>();

/** The journey a route belongs to, as `journeyEntered` takes it; null outside a journey. */
export function journeyOfRoute(model: DefinitionModel, route: Pick<RouteEntry, 'journeyId'>): EnteredJourney | null {
  const j = route.journeyId ? model.active(route.journeyId) : null;
  return j ? { id: j.id, journey: j.journey, productType: j.productType } : null;
}
export const languageChanged = createEvent<UiLanguage>();
export const deviceChanged = createEvent<boolean>();

export const persistFx = createEffect((p: { key: string; state: SessionState }) => writeSession(p.key, p.state));
export const clearStoredFx = createEffect((key: string) => removeSession(key));

// An update that changes nothing (a home reset of a fresh session, a journey entered again) keeps the
// state: every widget reads the session, and a new object would re-render them all at once.
export const $session = createStore<SessionState>(initialSession($model.getState().state), { updateFilter: (next, prev) => !sameJson(next, prev) });

/** Nothing is written before the stored session has been read, so a reload never wipes it. */
export const $hydrated = createStore(false).on(sessionStarted, () => true);

sample({
  clock: sessionStarted,
  source: $model,
  fn: (model, { stored, ...start }): SessionState => {
    const s = reviveSession(model.state, stored);
    return { ...s, core: { ...s.core, trackingId: s.core.trackingId || randomId(), language: langFromSearch(start.search) ?? s.core.language, isMobile: start.isMobile } };
  },
  target: $session,
});

sample({ clock: sessionReset, source: { s: $session, model: $model }, fn: ({ s, model }, opts) => resetSession(model.state, s, { keep: opts?.keep ?? [] }), target: $session });
sample({
  clock: homeReset, source: { s: $session, model: $model },
  fn: ({ s, model }) => resetSession(model.state, s, { home: true }), target: $session,
});
sample({ clock: pathSet, source: { s: $session, model: $model }, fn: ({ s, model }, { path, value }) => setPath(model.state, s, path, value), target: $session });
sample({ clock: journeyEntered, source: { s: $session, model: $model }, fn: ({ s, model }, j) => enterJourney(model.state, s, j), target: $session });
// A language is taken once the set has its texts (the shell carries the Indonesian ones, the English come
// in a chunk of their own): a screen never shows some texts in one language and the rest in the other.
// The last one asked for wins (English still arriving when Indonesian is asked for again is not taken).
// A chunk that cannot be fetched takes the language all the same (its texts then fall back to Indonesian).
const $languageAsked = createStore<UiLanguage | null>(null).on(languageChanged, (_, language) => language);
sample({ clock: languageChanged, fn: toLang, target: languageTextsFx });
const languageTaken = sample({
  clock: languageTextsFx.finally, source: $languageAsked,
  filter: (asked, { params }) => asked !== null && toLang(asked) === params, fn: (asked) => asked as UiLanguage,
});
$session
  .on(languageTaken, (s, language) => (s.core.language === language ? s : { ...s, core: { ...s.core, language } }))
  .on(deviceChanged, (s, isMobile) => (s.core.isMobile === isMobile ? s : { ...s, core: { ...s.core, isMobile } }));
// A newer definition set may declare other keys and fields: keep what still fits.
sample({ clock: $model.updates, source: $session, fn: (s, model) => reviveSession(model.state, s), target: $session });

sample({ clock: homeReset, source: $config, fn: (c) => c.sessionKey, target: clearStoredFx });
// homeReset clears the stored session; the reset state is written back after the clear, whatever
// order the two effects run in, so the tracking id and language survive a reload.
sample({ clock: clearStoredFx.finally, source: { config: $config, state: $session }, fn: ({ config, state }) => ({ key: config.sessionKey, state }), target: persistFx });
sample({
  clock: $session.updates,
  source: { config: $config, hydrated: $hydrated },
  filter: ({ hydrated }) => hydrated,
  fn: ({ config }, state) => ({ key: config.sessionKey, state }),
  target: persistFx,
});
