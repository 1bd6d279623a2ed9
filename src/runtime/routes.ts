/**
 * The route table, built from the outline of the definitions (pages, journey steps, journey entries,
 * site redirects): every route is known, and carries its screen once its definition is loaded.
 */
import { entryStep } from '../definitions/journey-entry';
import { outlineOf, type DefinitionRef, type Outline, type ScreenOutline } from '../definitions/outline';
import { basePath, matchesPattern, patternParams } from '../definitions/targets';
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
  /** The screen to render (pages and steps), once its definition is loaded. */
  screen?: Screen;
  /** The definition file the route needs (pages, steps and journey entries). */
  definition?: DefinitionRef;
  /** The widgets its screen renders (from the outline: known before the screen is loaded). */
  widgets: string[];
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

type ScreenBase = Omit<RouteEntry, 'path' | 'aliases' | 'layout' | 'entryActions' | 'screen' | 'widgets'>;

function screenRoute(screen: ScreenOutline, loaded: Screen | undefined, guards: Record<string, unknown>, base: ScreenBase): RouteEntry {
  const route: RouteEntry = {
    ...base, path: screen.path, aliases: screen.aliases ?? [], layout: screen.layout ?? SHOWN, entryActions: screen.entryActions ?? [],
    widgets: screen.widgets,
  };
  if (loaded) route.screen = loaded;
  if (screen.guard !== undefined) route.guard = guards[screen.guard] ?? false;
  return route;
}

/**
 * Redirects first, then journey entries, steps and pages; the not-found page (`*`) always last so
 * a first-match router never shadows a real path with it.
 */
export function buildRoutes(definitions: Pick<Definitions, 'site' | 'pages' | 'journeys' | 'fields'>, outline: Outline = outlineOf(definitions)): RouteEntry[] {
  const routes: RouteEntry[] = [];
  const home = outline.pages[definitions.site.pages.home];
  const homePath = home ? basePath(home.path) : '/';
  for (const r of definitions.site.redirects) {
    routes.push({ id: `redirect:${r.from}`, kind: 'redirect', path: r.from, aliases: [], layout: HIDDEN, entryActions: [], redirectTo: r.to, fallback: homePath, widgets: [] });
  }
  for (const [jid, j] of Object.entries(outline.journeys)) {
    const goto = entryStep(j);
    const guards = { ...definitions.site.guards, ...(j.guards ?? {}) };
    const definition: DefinitionRef = { kind: 'journey', id: jid };
    const loaded = definitions.journeys[jid];
    routes.push({
      id: `entry:${j.id}`, kind: 'entry', path: j.entry.path, aliases: j.entry.aliases ?? [], layout: HIDDEN,
      entryActions: j.entry.actions, redirectTo: goto ? basePath(goto.path) : homePath, journeyId: j.id, fallback: homePath, definition, widgets: [],
    });
    for (const s of j.steps) {
      const screen = loaded?.steps.find((step) => step.id === s.id);
      routes.push(screenRoute(s, screen, guards, { id: `step:${j.id}/${s.id}`, kind: 'step', journeyId: j.id, stepId: s.id, fallback: j.entry.path, definition }));
    }
  }
  const pages = Object.entries(outline.pages).sort(([, a], [, b]) => Number(a.path === NOT_FOUND_PATH) - Number(b.path === NOT_FOUND_PATH));
  for (const [pid, p] of pages) {
    const route = screenRoute(p, definitions.pages[pid], definitions.site.guards, { id: `page:${p.id}`, kind: 'page', fallback: homePath, definition: { kind: 'page', id: pid } });
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

/** The route a pathname opens (first match, letters in any case), or undefined when only the not-found page would. */
export function matchRoute(routes: readonly RouteEntry[], pathname: string): RouteEntry | undefined {
  return routes.find((r) => routePaths(r).some((p) => p !== NOT_FOUND_PATH && matchesPattern(p, pathname, { ignoreCase: true })));
}

/** The params a pathname gives the route it opens (through its path or the alias it matched). */
export function routeParams(route: RouteEntry, pathname: string): Record<string, string> {
  for (const p of routePaths(route)) {
    const params = patternParams(p, pathname, { ignoreCase: true });
    if (params) return params;
  }
  return {};
}
