/**
 * Live definitions. The app starts from the bundled start set (fast first paint), then fetches
 * /api/definitions (drafts overlaid in preview mode), checks the set with the precompiled
 * validators + the graph lint (loaded lazily, and only when the set differs from the current one),
 * and swaps it in; an invalid set is ignored and the last good one kept (DESIGN 'checked three
 * times'). A `definition` mutation on /api/live, or a reconnect, refetches.
 */
import { createEffect, createEvent, createStore, sample } from 'effector';
import { asShipped, startSet as bundled } from '../definitions/start-set';
import { stableJson } from '../definitions/stable-json';
import { buildModel, type DefinitionModel } from '../runtime/definition-model';
import type { RawDefinitions } from '../definitions/raw';
import type { Definitions, Issue } from '../definitions/types';
import { readSession, writeSession } from './browser-storage';
import { translatorFor } from './i18n';
import { liveMutation, liveReconnected, liveStarted } from './live-model';

/** sessionStorage keys shared with the studio (src/ui/studio): the admin token and the preview flag. */
export const STUDIO_TOKEN_KEY = 'studio_admin_token';
export const PREVIEW_KEY = 'studio_preview';

export interface DefinitionsSource {
  preview: boolean;
  token: string | null;
}

/** Preview mode: `?preview=1` (kept for the tab), `?preview=0` leaves it; drafts need the admin token. */
export function previewSource(search: string): DefinitionsSource {
  const flag = new URLSearchParams(search).get('preview');
  if (flag === '1' || flag === '0') writeSession(PREVIEW_KEY, flag === '1');
  const token = readSession(STUDIO_TOKEN_KEY);
  return { preview: readSession(PREVIEW_KEY) === true, token: typeof token === 'string' ? token : null };
}

export const definitionsStarted = createEvent<DefinitionsSource>();
export const definitionsRefreshed = createEvent();
export const definitionsRejected = createEvent<Issue[]>();

export const $definitions = createStore<Definitions>(bundled);
/** The one model of the live set (routes, targets, state declarations, fields, errors, sources). */
export const $model = createStore<DefinitionModel>(buildModel(bundled, translatorFor(bundled).message))
  .on($definitions.updates, (previous, defs) => buildModel(defs, translatorFor(defs).message, previous));
/** Whether the live set has been fetched (or its fetch failed): until then an unknown path may still be a published route. */
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

type Outcome = { kind: 'same' } | { kind: 'take'; definitions: Definitions } | { kind: 'reject'; issues: Issue[] };

export const fetchDefinitionsFx = createEffect(async ({ source, current }: { source: DefinitionsSource; current: Definitions }): Promise<Outcome> => {
  const preview = source.preview && source.token !== null;
  const res = await fetch(preview ? '/api/definitions?preview=1' : '/api/definitions', {
    headers: preview && source.token ? { authorization: `Bearer ${source.token}` } : {},
    cache: 'no-store',
  });
  if (!res.ok) throw new Error(`GET /api/definitions: HTTP ${res.status}`);
  const raw = toRaw(await res.json());
  if (!raw) return { kind: 'reject', issues: [{ file: '/api/definitions', pointer: '', message: 'not a definition set' }] };
  if (stableJson(raw) === stableJson(current)) return { kind: 'same' };
  // The full set this build validated (the start set is a cut of it): taken without the validators.
  const shipped = asShipped(raw);
  if (shipped) return { kind: 'take', definitions: shareUnchanged(current, shipped) };
  // The validators (~27 KB gzip) load only when a different set arrives.
  const { checkDefinitionSet } = await import('../definitions/check-set');
  const check = checkDefinitionSet(raw);
  return check.ok ? { kind: 'take', definitions: shareUnchanged(current, check.definitions) } : { kind: 'reject', issues: check.issues };
});

sample({ clock: definitionsStarted, fn: () => undefined, target: liveStarted });
sample({
  clock: [definitionsStarted, definitionsRefreshed, liveReconnected, liveMutation.filter({ fn: (m) => m.type === 'definition' || m.documentId.startsWith('def.') || m.documentId.startsWith('drafts.def.') })],
  source: { source: $source, current: $definitions },
  filter: (s): s is { source: DefinitionsSource; current: Definitions } => s.source !== null,
  target: fetchDefinitionsFx,
});
$definitions.on(fetchDefinitionsFx.doneData, (current, outcome) => (outcome.kind === 'take' ? outcome.definitions : current));
$definitionsSettled.on(fetchDefinitionsFx.finally, () => true);
sample({ clock: fetchDefinitionsFx.doneData, filter: (o) => o.kind === 'reject', fn: (o) => (o.kind === 'reject' ? o.issues : []), target: definitionsRejected });
sample({ clock: fetchDefinitionsFx.doneData, filter: (o) => o.kind === 'take', fn: (): Issue[] => [], target: $definitionsIssues });
