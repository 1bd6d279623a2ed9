/**
 * Every path pattern a definition set opens: its pages' paths and aliases, its journeys' entries and
 * steps (with their aliases) and the site's redirects (the not-found page's `*` included: it matches
 * no path, targets.ts, so it opens only what nothing else does). Read from
 * the raw set, so the server can answer for the published set as it stands (a field that is not
 * what its schema says opens nothing here, as it opens nothing in the browser).
 */
import type { RawDefinitions } from './raw';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const strings = (...vs: unknown[]): string[] => vs.filter((v): v is string => typeof v === 'string');

/** A path and its aliases, of a screen or a journey entry. */
function pathsOf(v: unknown): string[] {
  return isRecord(v) ? strings(v.path, ...list(v.aliases)) : [];
}

export function routePatternsOf(raw: Pick<RawDefinitions, 'pages' | 'journeys' | 'site'>): string[] {
  return [
    ...Object.values(raw.pages).flatMap(pathsOf),
    ...Object.values(raw.journeys).flatMap((j) => (isRecord(j) ? [...pathsOf(j.entry), ...list(j.steps).flatMap(pathsOf)] : [])),
    ...(isRecord(raw.site) ? list(raw.site.redirects).flatMap((r) => (isRecord(r) ? strings(r.from) : [])) : []),
  ];
}

/** A path pattern with the title of the screen it opens ({ id, en } as the raw set has it). */
export interface RouteTitle { pattern: string; title: unknown }

/**
 * The title of each pattern's screen: a page's, a journey step's, and for a journey's entry the
 * title of the step it goes to (redirects open no screen of their own).
 */
export function routeTitlesOf(raw: Pick<RawDefinitions, 'pages' | 'journeys'>): RouteTitle[] {
  const titled = (v: unknown, title: unknown): RouteTitle[] => pathsOf(v).map((pattern) => ({ pattern, title }));
  return [
    ...Object.values(raw.pages).flatMap((p) => (isRecord(p) ? titled(p, p.title) : [])),
    ...Object.values(raw.journeys).flatMap((j) => {
      if (!isRecord(j)) return [];
      const steps = list(j.steps).filter(isRecord);
      const entry = isRecord(j.entry) ? steps.find((s) => s.id === (j.entry as Record<string, unknown>).goto) : undefined;
      return [...titled(j.entry, entry?.title), ...steps.flatMap((s) => titled(s, s.title))];
    }),
  ];
}

/** A page pattern with the API read of the thing it shows (its `subject`), :name being the pattern's parameter. */
export interface RouteSubject { pattern: string; read: string }

export function routeSubjectsOf(raw: Pick<RawDefinitions, 'pages'>): RouteSubject[] {
  return Object.values(raw.pages).flatMap((p) => {
    if (!isRecord(p) || !isRecord(p.subject) || typeof p.subject.read !== 'string') return [];
    const read = p.subject.read;
    return pathsOf(p).map((pattern) => ({ pattern, read }));
  });
}
