/**
 * Live definitions, loaded per route. The shell carries the site and messages files, the cut error
 * catalogue and field library (cut parts: each loads whole with the routes that need it) and the outline of every page and journey (the route table); a page's or journey's
 * definition is loaded with its route (`ensureRouteDefinitions`). Which set is live:
 * - the HTML names it (`<meta name="definitions-version">`, the digest of the published set): when it
 *   is this build's own set, nothing is fetched; else the whole published set is fetched once from its
 *   immutable URL `/api/definitions/v/<version>` and trusted (the server validated it at publish);
 * - without the meta (`npm run dev`), /api/definitions is fetched once; a set other than this build's
 *   is checked before it is taken;
 * - during the visit, a `definition` mutation on /api/live (or a reconnect, or a refresh) refetches
 *   /api/definitions; a set with a new digest is checked with the precompiled validators + graph lint,
 *   loaded lazily and run when the browser is idle, and swapped in; an invalid set is ignored and the
 *   last good one kept (DESIGN 'checked three times').
 * - while a journey is under way its set is held (journey-pin-model.ts): a newer set waits (`$waitingSet`,
 *   `html[data-definitions-waiting]`) and is taken when the journey ends; a reload mid-journey reads the
 *   pinned set again from `/api/definitions/v/<version>?kept=1`, and when it is no longer kept takes the
 *   live one and says so (`pinnedSetLost`: the visit moves to the nearest step).
 * A fetched set is whole: once taken, every route's definition is in. The operations its server announces
 * beyond this build's table (its `operations`, operation-entries.ts) are taken with it, and callable.
 */
import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import { announceOperations, readEntries, type OperationEntries } from '../contracts/operation-entries';
import { definitionFile } from '../definitions/files';
import { holdsDefinition, outlineOf, type DefinitionRef, type Outline } from '../definitions/outline';
import {
  arrivedShipped, CUT_PARTS, ENGLISH_MESSAGES_FILE, loadShipped, loadShippedPart, SHIPPED_DIGEST, shippedOutline, startSet as bundled, type CutPart, type CutParts,
} from '../definitions/start-set';
import { setDigest } from '../definitions/set-digest';
import { stableJson } from '../definitions/stable-json';
import { buildModel, type DefinitionModel } from '../runtime/definition-model';
import { holdsBack } from '../runtime/journey-pin';
import type { RouteEntry } from '../runtime/routes';
import type { RawDefinitions } from '../definitions/raw';
import type { Definitions, Issue, Journey, Page, Screen } from '../definitions/types';
import type { Lang } from '../runtime/types';
import { idle, renderedAndIdle } from './browser-idle';
import { readSession, writeSession } from './browser-storage';
import { translatorFor } from './i18n';
import { readPin } from './journey-pin-storage';
import { liveMutation, liveReconnected, liveStarted } from './live-model';

/**
 * sessionStorage keys shared with the studio (src/studio): the admin token, whether the tab has an
 * editor's sign-in (its HTTP-only cookie is sent by the browser itself), and the preview flag.
 */
export const STUDIO_TOKEN_KEY = 'studio_admin_token';
export const STUDIO_SIGNED_IN_KEY = 'studio_signed_in';
export const PREVIEW_KEY = 'studio_preview';
/** The meta element the server puts into every HTML document: the digest of the published set. */
export const VERSION_META = 'definitions-version';

export interface DefinitionsSource {
  preview: boolean;
  token: string | null;
  /** An editor signed in to the studio in this tab: drafts come with the session cookie. */
  signedIn?: boolean;
}

/** Drafts are read with the admin token or an editor's session; a visitor's `?preview=1` shows the published set. */
export const previewsDrafts = (source: DefinitionsSource): boolean => source.preview && (source.token !== null || source.signedIn === true);

/** Preview mode: `?preview=1` (kept for the tab), `?preview=0` leaves it; drafts need the admin token or a studio sign-in. */
export function previewSource(search: string): DefinitionsSource {
  const flag = new URLSearchParams(search).get('preview');
  if (flag === '1' || flag === '0') writeSession(PREVIEW_KEY, flag === '1');
  const token = readSession(STUDIO_TOKEN_KEY);
  return { preview: readSession(PREVIEW_KEY) === true, token: typeof token === 'string' ? token : null, signedIn: readSession(STUDIO_SIGNED_IN_KEY) === true };
}

/** The version the page's HTML names, or null (no document, or no meta: `npm run dev`). */
export function pageVersion(): string | null {
  if (typeof document === 'undefined' || typeof document.querySelector !== 'function') return null;
  return document.querySelector(`meta[name="${VERSION_META}"]`)?.getAttribute('content') || null;
}

/** The definitions in use: the loaded part of a set, the outline of all of it, and the set's digest. */
export interface LoadedSet {
  defs: Definitions;
  outline: Outline;
  version: string;
}

export const definitionsStarted = createEvent<DefinitionsSource>();
export const definitionsRefreshed = createEvent();
export const definitionsRejected = createEvent<Issue[]>();
/** A page's or journey's definition arrived (from its chunk) for the set of `version`. */
export const definitionLoaded = createEvent<{ ref: DefinitionRef; version: string; definition: Page | Journey }>();

export const $loadedSet = createStore<LoadedSet>({ defs: bundled, outline: shippedOutline, version: SHIPPED_DIGEST })
  .on(definitionLoaded, (set, { ref, version, definition }) => {
    // A chunk of this build arriving after a newer set was taken is stale; one already in changes nothing.
    if (version !== set.version || holdsDefinition(set.defs, ref)) return set;
    const defs = ref.kind === 'page'
      ? { ...set.defs, pages: { ...set.defs.pages, [ref.id]: definition as Page } }
      : { ...set.defs, journeys: { ...set.defs.journeys, [ref.id]: definition as Journey } };
    return { ...set, defs };
  });
/** A whole part of the set in use arrived (the shell's is cut: the generic error entry, no fields). */
export const cutPartLoaded = createEvent<{ version: string; part: CutPart; value: CutParts[CutPart] }>();
$loadedSet.on(cutPartLoaded, (set, { version, part, value }) =>
  (version !== set.version || set.defs[part] !== bundled[part] ? set : { ...set, defs: { ...set.defs, [part]: value } }));
export const $definitions = $loadedSet.map((s) => s.defs);
/** Whether the set in use has its whole error catalogue (a fetched set always has). */
export const $errorCatalogueComplete = $loadedSet.map((s) => s.defs.errors !== bundled.errors);
/** The digest of the set in use (SHIPPED_DIGEST until a different set is taken). */
export const $definitionsVersion = $loadedSet.map((s) => s.version);
/** The one model of the live set (routes, targets, state declarations, fields, errors, sources). */
export const $model = createStore<DefinitionModel>(buildModel(bundled, translatorFor(bundled).message, undefined, shippedOutline))
  .on($loadedSet.updates, (previous, s) => buildModel(s.defs, translatorFor(s.defs).message, previous, s.outline));
/** Whether the live set is known (in use, fetched, or its fetch failed): until then an unknown path may still be a published route. */
export const $definitionsSettled = createStore(false);
/** Why the last fetched set was ignored (empty when it was taken or equal). */
export const $definitionsIssues = createStore<Issue[]>([]).on(definitionsRejected, (_, issues) => issues);
// Started once per page load (StrictMode runs effects twice).
const $source = createStore<DefinitionsSource | null>(null).on(definitionsStarted, (prev, s) => prev ?? s);

/** Key order does not matter (the lake may store JSON with its own key order). */
export { stableJson };

const isRec = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function toRaw(body: unknown): RawDefinitions | null {
  if (!isRec(body) || !isRec(body.pages) || !isRec(body.journeys)) return null;
  return { site: body.site, fields: body.fields, messages: body.messages, errors: body.errors, orderTypes: body.orderTypes, pages: body.pages, journeys: body.journeys };
}

/**
 * The new set, reusing the current objects wherever they are unchanged: open screens whose
 * definitions did not change keep their identity, so React re-renders nothing there.
 */
export function shareUnchanged(current: Definitions, next: Definitions): Definitions {
  const same = (a: unknown, b: unknown): boolean => stableJson(a) === stableJson(b);
  const pick = <T>(a: T, b: T): T => (same(a, b) ? a : b);
  const map = <T>(a: Record<string, T>, b: Record<string, T>): Record<string, T> => {
    const out: Record<string, T> = {};
    for (const [id, value] of Object.entries(b)) out[id] = a[id] !== undefined && same(a[id], value) ? (a[id] as T) : value;
    return out;
  };
  return {
    site: pick(current.site, next.site), fields: pick(current.fields, next.fields),
    messages: pick(current.messages, next.messages), errors: pick(current.errors, next.errors), orderTypes: pick(current.orderTypes, next.orderTypes),
    pages: map(current.pages, next.pages), journeys: map(current.journeys, next.journeys),
  };
}

/** `lost`: the start's pinned set is no longer kept, and the outcome is the live set's. */
type Outcome = ({ kind: 'same' } | { kind: 'take'; set: LoadedSet } | { kind: 'reject'; issues: Issue[] }) & { lost?: true };
/** start: the page load's one fetch; live: a refetch during the visit (checked off the critical path). */
type FetchMode = 'start' | 'live';

function taken(current: LoadedSet, defs: Definitions, version: string, operations: OperationEntries): Outcome {
  announceOperations(operations);
  return { kind: 'take', set: { defs: shareUnchanged(current.defs, defs), outline: outlineOf(defs), version } };
}

/** The version a journey under way holds (journey-pin-model.ts sets it), or null. */
export const pinHeld = createEvent<string | null>();
const $heldVersion = createStore<string | null>(null).on(pinHeld, (_, v) => v);

/** The start's fetch of the set a journey was pinned to (a reload mid-journey); null when it is not kept. */
async function fetchPinned(current: LoadedSet, pinned: string): Promise<Outcome | null> {
  const res = await fetch(`/api/definitions/v/${encodeURIComponent(pinned)}?kept=1`);
  if (!res.ok) return null;
  const body: unknown = await res.json();
  const raw = toRaw(body);
  // A kept set passed the publish checks when it was published: trusted as the HTML's is.
  return raw ? taken(current, raw as Definitions, pinned, readEntries(isRec(body) ? body.operations : undefined)) : null;
}

type FetchParams = { source: DefinitionsSource; current: LoadedSet; mode: FetchMode; pinned?: string | null };

export const fetchDefinitionsFx = createEffect(async ({ source, current, mode, pinned }: FetchParams): Promise<Outcome> => {
  const preview = previewsDrafts(source);
  // A reload mid-journey: the journey's own set, when it is not the one already in use.
  if (mode === 'start' && !preview && pinned && pinned !== current.version) {
    const kept = pinned === SHIPPED_DIGEST ? { kind: 'same' as const } : await fetchPinned(current, pinned);
    if (kept) return kept;
    const live = await fetchLive({ source, current, mode });
    return { ...live, lost: true };
  }
  return fetchLive({ source, current, mode });
});

async function fetchLive({ source, current, mode }: FetchParams): Promise<Outcome> {
  const preview = previewsDrafts(source);
  const named = mode === 'start' && !preview ? pageVersion() : null;
  // The version the HTML names is immutable and was validated when it was published: trusted as is.
  const url = preview ? '/api/definitions?preview=1' : named ? `/api/definitions/v/${encodeURIComponent(named)}` : '/api/definitions';
  const res = await fetch(url, {
    headers: preview && source.token ? { authorization: `Bearer ${source.token}` } : {},
    ...(named ? {} : { cache: 'no-store' as const }),
  });
  if (!res.ok) throw new Error(`GET ${url}: HTTP ${res.status}`);
  const body: unknown = await res.json();
  const raw = toRaw(body);
  if (!raw) return { kind: 'reject', issues: [{ file: '/api/definitions', pointer: '', message: 'not a definition set' }] };
  // Operations the server serves beyond this build's table (its test-only domains): callable once the set is taken.
  const operations = readEntries(isRec(body) ? body.operations : undefined);
  const digest = named ?? setDigest(raw);
  if (digest === current.version) return { kind: 'same' };
  // The set this build validated, or the one the HTML names: taken without the validators.
  if (digest === SHIPPED_DIGEST || named) return taken(current, raw as Definitions, digest, operations);
  // A set nobody checked for this page: the validators (~45 KB gzip) load only now, and a live update waits for idle.
  if (mode === 'live') await idle();
  const { checkDefinitionSet } = await import('../definitions/check-set');
  const check = checkDefinitionSet(raw, operations);
  return check.ok ? taken(current, check.definitions, digest, operations) : { kind: 'reject', issues: check.issues };
}

/** The version the tab's journey under way was pinned to (read when the page starts: a reload mid-journey). */
const pinnedVersion = (): string | null => readPin()?.version ?? null;

/** Whether the page load needs a fetch: not when the HTML names this build's own set. */
const needsStartFetch = (source: DefinitionsSource, held: string | null): boolean =>
  previewsDrafts(source) || pageVersion() !== SHIPPED_DIGEST || (held !== null && held !== SHIPPED_DIGEST);

sample({ clock: definitionsStarted, fn: () => undefined, target: liveStarted });
const started = sample({ clock: definitionsStarted, source: $source, filter: (s): s is DefinitionsSource => s !== null });
sample({
  clock: started, source: $loadedSet, filter: (_, s) => needsStartFetch(s, pinnedVersion()),
  fn: (current, source) => ({ source, current, mode: 'start' as const, pinned: pinnedVersion() }), target: fetchDefinitionsFx,
});
sample({ clock: started, filter: (s) => !needsStartFetch(s, pinnedVersion()), fn: () => true, target: $definitionsSettled });
sample({
  clock: [definitionsRefreshed, liveReconnected, liveMutation.filter({ fn: (m) => m.type === 'definition' || m.documentId.startsWith('def.') || m.documentId.startsWith('drafts.def.') })],
  source: { source: $source, current: $loadedSet },
  filter: (s) => s.source !== null,
  fn: ({ source, current }) => ({ source: source ?? { preview: false, token: null }, current, mode: 'live' as const }),
  target: fetchDefinitionsFx,
});
/** A newer set taken while a journey holds another: it waits for the journey's end. */
export const $waitingSet = createStore<LoadedSet | null>(null);
// The page's own first read (the start) is never held back: a pin made on the set the HTML came with (the
// server-rendered published set under a draft preview, say) follows what the start reads (journey-pin-model.ts).
const arrived = sample({
  clock: fetchDefinitionsFx.done, source: $heldVersion,
  filter: (_, { result }) => result.kind === 'take',
  fn: (held, { params, result }) => ({ held: params.mode === 'start' ? null : held, set: (result as { set: LoadedSet }).set }),
});
/** The set the page's start read took (its pin, if one was made on the HTML's set, now names this one). */
export const startSetTaken = sample({
  clock: fetchDefinitionsFx.done, filter: ({ params, result }) => params.mode === 'start' && result.kind === 'take',
  fn: ({ result }) => (result as { set: LoadedSet }).set.version,
});
sample({
  clock: arrived, source: $loadedSet, filter: (inUse, { held, set }) => !holdsBack(held, set.version, inUse.version),
  fn: (_, { set }) => set, target: $loadedSet,
});
sample({
  clock: arrived, source: $loadedSet, filter: (inUse, { held, set }) => holdsBack(held, set.version, inUse.version),
  fn: (_, { set }) => set, target: $waitingSet,
});
// Taken: nothing waits any more (a set equal to the one in use neither).
$waitingSet.on($loadedSet.updates, (waiting, inUse) => (waiting && waiting.version === inUse.version ? null : waiting));
// The journey ended (or holds the waiting set's version): the waiting set is taken.
sample({
  clock: $heldVersion.updates, source: $waitingSet, filter: (waiting, held): waiting is LoadedSet => waiting !== null && (held === null || held === waiting.version),
  target: $loadedSet,
});
// The start read the pinned set: the live one is fetched too, and waits for the journey's end.
sample({
  clock: fetchDefinitionsFx.done,
  filter: ({ params, result }) => params.mode === 'start' && Boolean(params.pinned) && result.kind === 'take' && result.lost !== true,
  fn: (): void => undefined, target: definitionsRefreshed,
});
/** The set the journey under way was pinned to is no longer kept: the live set is in use instead. */
export const pinnedSetLost = sample({ clock: fetchDefinitionsFx.doneData, filter: (o) => o.lost === true, fn: (): void => undefined });
/**
 * Marks the document with the set in use (`data-definitions-version`) and the one waiting
 * (`data-definitions-waiting`, while one does): tests wait on them, not on time.
 */
const markDocumentFx = createEffect(({ key, version }: { key: 'definitionsWaiting' | 'definitionsVersion'; version: string | null }) => {
  if (typeof document === 'undefined') return;
  if (version) document.documentElement.dataset[key] = version;
  else delete document.documentElement.dataset[key];
});
sample({ clock: $waitingSet.updates, fn: (w) => ({ key: 'definitionsWaiting' as const, version: w?.version ?? null }), target: markDocumentFx });
sample({ clock: [definitionsStarted, $loadedSet.updates], source: $loadedSet, fn: (set) => ({ key: 'definitionsVersion' as const, version: set.version }), target: markDocumentFx });
$definitionsSettled.on(fetchDefinitionsFx.finally, () => true);
sample({ clock: fetchDefinitionsFx.doneData, filter: (o) => o.kind === 'reject', fn: (o) => (o.kind === 'reject' ? o.issues : []), target: definitionsRejected });
sample({ clock: fetchDefinitionsFx.doneData, filter: (o) => o.kind === 'take', fn: (): Issue[] => [], target: $definitionsIssues });

// The one fetch of a page whose HTML names another set than this build's: started at most once, by
// whoever needs it first (a route's definitions or the app's start), and awaited by the routes.
let namedSet: Promise<unknown> | null = null;
function awaitNamedSet(): Promise<unknown> {
  const version = pageVersion();
  const pinned = pinnedVersion();
  if ((version === null || version === SHIPPED_DIGEST) && (pinned === null || pinned === SHIPPED_DIGEST)) return Promise.resolve();
  namedSet ??= new Promise<void>((resolve) => {
    const unwatch = $definitionsSettled.watch((settled) => { if (settled) { unwatch(); resolve(); } });
    if (!$source.getState()) definitionsStarted({ preview: false, token: null });
  });
  return namedSet;
}

const loading = new Map<string, Promise<void>>();
function loadDefinition(ref: DefinitionRef): Promise<void> {
  const { defs, version } = $loadedSet.getState();
  // A set other than this build's arrives whole (its pages and journeys are all in, or do not exist).
  if (version !== SHIPPED_DIGEST || holdsDefinition(defs, ref)) return Promise.resolve();
  const key = `${ref.kind}:${ref.id}`;
  let pending = loading.get(key);
  if (!pending) {
    pending = loadShipped(ref).then((definition) => {
      if (definition) definitionLoaded({ ref, version, definition });
    }).finally(() => loading.delete(key));
    loading.set(key, pending);
  }
  return pending;
}

const partsLoading = new Map<CutPart, Promise<void>>();
/** Loads a whole part of this build (one chunk) when the set in use is this build's and has it cut. */
function ensurePart(part: CutPart): Promise<void> {
  const { version, defs } = $loadedSet.getState();
  if (version !== SHIPPED_DIGEST || defs[part] !== bundled[part]) return Promise.resolve();
  let pending = partsLoading.get(part);
  if (!pending) {
    pending = loadShippedPart(part).then((value) => { cutPartLoaded({ version, part, value }); }).finally(() => { partsLoading.delete(part); });
    partsLoading.set(part, pending);
  }
  return pending;
}

/** The whole error catalogue: with every route but the home, and wherever an error is about to be shown. */
export const ensureErrorCatalogue = (): Promise<void> => ensurePart('errors');

/**
 * Resolves when the set in use has the messages' texts in the language (the shell's are Indonesian; the
 * English come in their own chunk). An effect over the set in use, so a session's language change (a
 * scope of its own on the server and in tests) waits for it and takes the texts in the same scope.
 */
export const languageTextsFx = attach({
  source: $loadedSet,
  mapParams: (lang: Lang, set) => ({ lang, set }),
  effect: createEffect(async ({ lang, set }: { lang: Lang; set: LoadedSet }) => {
    if (lang !== 'en' || set.version !== SHIPPED_DIGEST || set.defs.messages !== bundled.messages) return null;
    return { version: set.version, part: 'messages' as const, value: await loadShippedPart('messages') };
  }),
});
sample({ clock: languageTextsFx.doneData, filter: (loaded): loaded is NonNullable<typeof loaded> => loaded !== null, target: cutPartLoaded });
export const ensureLanguageTexts = (lang: Lang): Promise<void> => languageTextsFx(lang).then(() => undefined);

/** A route other than the home: forms and calls that can fail are there, so the cut parts go with it. */
const offHome = (defs: Definitions, route: RouteEntry | undefined): route is RouteEntry => route !== undefined && route.id !== `page:${defs.site.pages.home}`;

/** The definitions a route needs: its own, and for a redirect those of where it leads. */
function refsOf(model: DefinitionModel, route: RouteEntry | undefined, depth = 0): DefinitionRef[] {
  if (!route) return [];
  if (route.kind === 'redirect' && route.redirectTo && depth < 3) return refsOf(model, model.findRoute(route.redirectTo.split('?')[0] ?? ''), depth + 1);
  return route.definition ? [route.definition] : [];
}

/**
 * Resolves when what `pathname` needs is loaded: its page's or journey's definition (and, when the
 * HTML names another set than this build's, that set). Call it as early as a route is known (before
 * hydrating, on navigation start, on a link's hover) to load the definition alongside the route's code.
 */
export async function ensureRouteDefinitions(pathname: string): Promise<void> {
  await awaitNamedSet();
  const model = $model.getState();
  const route = model.findRoute(pathname);
  const away = offHome(model.defs, route);
  // Off the home, calls that can fail come soon: the catalogue follows once the first screen has rendered
  // and the browser is idle. Not sooner: on a slow link it would share the bandwidth with the last of the
  // code the screen needs (React DOM), and arriving while the page hydrates it rebuilds the model and turns
  // the hydration's yielding work into one long task re-rendering every screen part (an error about to show
  // loads it at once).
  if (away) void renderedAndIdle().then(ensureErrorCatalogue);
  // The field library is held for: a step's form and field checks render with it.
  await Promise.all([...refsOf(model, route).map(loadDefinition), ...(away ? [ensurePart('fields')] : [])]);
}

/**
 * The screen a route opens, known now: the model's, or, while the set in use is this build's, the one
 * in its definition's chunk when that has already arrived but is not taken into the model yet (a link in
 * view fetched it). Lets a navigation start the screen's reads before its first render.
 */
export function screenKnownNow(route: RouteEntry): Screen | undefined {
  if (route.screen || !route.definition || $loadedSet.getState().version !== SHIPPED_DIGEST) return route.screen;
  const definition = arrivedShipped(route.definition);
  if (!definition) return undefined;
  return 'steps' in definition ? definition.steps.find((s) => s.id === route.stepId) : definition;
}

/**
 * The definition files the first render of a route needs (its own, off the home the field library,
 * and in English the messages' English texts): a server-rendered page preloads their chunks with the
 * widgets', so the browser does not learn of them only once its code runs.
 */
export function routeDefinitionFiles(route: RouteEntry, lang: Lang): string[] {
  const own = refsOf($model.getState(), route).map(definitionFile);
  const fields = offHome($loadedSet.getState().defs, route) ? [definitionFile({ kind: 'fields' })] : [];
  return [...own, ...fields, ...(lang === 'en' ? [ENGLISH_MESSAGES_FILE] : [])];
}

/**
 * Fetches the code of what `pathname` needs (its definition's chunk) without taking it into the
 * model: nothing on screen changes (a model change mid-step re-runs the screen's effects). The route
 * then opens at once, its chunk already here. For idle prefetching of links (ui/link-prefetch.ts).
 */
export function warmRouteDefinitions(pathname: string): Promise<void> {
  const { version, defs } = $loadedSet.getState();
  if (version !== SHIPPED_DIGEST) return Promise.resolve();
  const model = $model.getState();
  const route = model.findRoute(pathname);
  const refs = refsOf(model, route).filter((ref) => !holdsDefinition(defs, ref));
  const fields = offHome(defs, route) && defs.fields === bundled.fields;
  return Promise.all([...refs.map((ref) => loadShipped(ref).catch(() => null)), ...(fields ? [loadShippedPart('fields').catch(() => null)] : [])])
    .then(() => undefined);
}

/** Every page's and journey's definition of this build, and its cut parts whole (the server renderer holds them all). */
export async function ensureAllDefinitions(): Promise<void> {
  const { outline } = $loadedSet.getState();
  const refs: DefinitionRef[] = [
    ...Object.keys(outline.pages).map((id) => ({ kind: 'page' as const, id })),
    ...Object.keys(outline.journeys).map((id) => ({ kind: 'journey' as const, id })),
  ];
  await Promise.all([...refs.map(loadDefinition), ...CUT_PARTS.map(ensurePart)]);
}
