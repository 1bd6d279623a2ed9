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
