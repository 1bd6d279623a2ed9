/** The route table, built from the definitions (pages, journey steps, journey entries, site redirects). */
import { basePath, matchesPattern } from '../definitions/targets';
import type { Action, Definitions, Layout, Screen } from './types';

export type RouteKind = 'page' | 'step' | 'entry' | 'redirect';

export interface RouteEntry {
  /** Unique key: `page:<id>`, `step:<journey>/<step>`, `entry:<journey>`, `redirect:<from>`. */
  id: string;
  kind: RouteKind;
  path: string;
  aliases: string[];
  layout: Layout;
  /** The JSON Logic rule the route's guard names (the journey's guards first, then site.json's). */
  guard?: unknown;
  /** Run on entering: a screen's entryActions, or a journey entry's actions. */
  entryActions: Action[];
  /** The screen to render (pages and steps). */
  screen?: Screen;
  journeyId?: string;
  stepId?: string;
  /** Where entries and redirects send the browser. */
  redirectTo?: string;
  /** Where a direct load goes when the guard fails (decision A13): the journey entry, else home. */
  fallback: string;
}

const SHOWN: Layout = { nav: true, footer: true };
const HIDDEN: Layout = { nav: false, footer: false };
export const NOT_FOUND_PATH = '*';

function screenRoute(screen: Screen, guards: Record<string, unknown>, base: Omit<RouteEntry, 'path' | 'aliases' | 'layout' | 'entryActions' | 'screen'>): RouteEntry {
  const route: RouteEntry = {
    ...base, path: screen.path, aliases: screen.aliases ?? [], layout: screen.layout ?? SHOWN, entryActions: screen.entryActions ?? [], screen,
  };
  if (screen.guard !== undefined) route.guard = guards[screen.guard] ?? false;
  return route;
}

/**
 * Redirects first, then journey entries, steps and pages; the not-found page (`*`) always last so
 * a first-match router never shadows a real path with it.
 */
export function buildRoutes(definitions: Pick<Definitions, 'site' | 'pages' | 'journeys'>): RouteEntry[] {
  const routes: RouteEntry[] = [];
  const home = definitions.pages[definitions.site.pages.home];
  const homePath = home ? basePath(home.path) : '/';
  for (const r of definitions.site.redirects) {
    routes.push({ id: `redirect:${r.from}`, kind: 'redirect', path: r.from, aliases: [], layout: HIDDEN, entryActions: [], redirectTo: r.to, fallback: homePath });
  }
  for (const j of Object.values(definitions.journeys)) {
    const goto = j.steps.find((s) => s.id === j.entry.goto);
    const guards = { ...definitions.site.guards, ...(j.guards ?? {}) };
    routes.push({
      id: `entry:${j.id}`, kind: 'entry', path: j.entry.path, aliases: j.entry.aliases ?? [], layout: HIDDEN,
      entryActions: j.entry.actions, redirectTo: goto ? basePath(goto.path) : homePath, journeyId: j.id, fallback: homePath,
    });
    for (const s of j.steps) {
      routes.push(screenRoute(s, guards, { id: `step:${j.id}/${s.id}`, kind: 'step', journeyId: j.id, stepId: s.id, fallback: j.entry.path }));
    }
  }
  const pages = Object.values(definitions.pages).sort((a, b) => Number(a.path === NOT_FOUND_PATH) - Number(b.path === NOT_FOUND_PATH));
  for (const p of pages) {
    const route = screenRoute(p, definitions.site.guards, { id: `page:${p.id}`, kind: 'page', fallback: homePath });
    // The not-found page never shows navigation or footer (spec section 2).
    if (p.path === NOT_FOUND_PATH) route.layout = HIDDEN;
    routes.push(route);
  }
  return routes;
}

/** Every path a route answers on (its path and its aliases). */
export function routePaths(route: RouteEntry): string[] {
  return [route.path, ...route.aliases];
}

/** The route a pathname opens (first match), or undefined when only the not-found page would. */
export function matchRoute(routes: readonly RouteEntry[], pathname: string): RouteEntry | undefined {
  return routes.find((r) => routePaths(r).some((p) => p !== NOT_FOUND_PATH && matchesPattern(p, pathname)));
}
