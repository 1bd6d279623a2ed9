/** The route table, built from the definitions (pages, journey steps, journey entries, site redirects). */
import type { GuardName } from './names';
import { basePath } from './next-target';
import type { ActionSpec, Definitions, Layout, Screen } from './types';

export type RouteKind = 'page' | 'step' | 'entry' | 'redirect';

export interface RouteEntry {
  /** Unique key: `page:<id>`, `step:<journey>/<step>`, `entry:<journey>`, `redirect:<from>`. */
  id: string;
  kind: RouteKind;
  path: string;
  aliases: string[];
  layout: Layout;
  guard?: GuardName;
  /** Run on entering: a screen's entryActions, or a journey entry's actions. */
  entryActions: ActionSpec[];
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

function screenRoute(screen: Screen, base: Omit<RouteEntry, 'path' | 'aliases' | 'layout' | 'entryActions' | 'screen'>): RouteEntry {
  const route: RouteEntry = {
    ...base,
    path: screen.path,
    aliases: screen.aliases ?? [],
    layout: screen.layout ?? SHOWN,
    entryActions: screen.entryActions ?? [],
    screen,
  };
  if (screen.guard) route.guard = screen.guard;
  return route;
}

/**
 * Redirects first, then journey entries, steps and pages; the not-found page (`*`) always last so
 * a first-match router never shadows a real path with it.
 */
export function buildRoutes(definitions: Pick<Definitions, 'site' | 'pages' | 'journeys'>): RouteEntry[] {
  const routes: RouteEntry[] = [];
  for (const r of definitions.site.redirects) {
    routes.push({ id: `redirect:${r.from}`, kind: 'redirect', path: r.from, aliases: [], layout: HIDDEN, entryActions: [], redirectTo: r.to, fallback: '/' });
  }
  for (const j of Object.values(definitions.journeys)) {
    const goto = j.steps.find((s) => s.id === j.entry.goto);
    routes.push({
      id: `entry:${j.id}`, kind: 'entry', path: j.entry.path, aliases: [], layout: HIDDEN,
      entryActions: j.entry.actions ?? [], redirectTo: goto ? basePath(goto.path) : '/', journeyId: j.id, fallback: '/',
    });
    for (const s of j.steps) {
      routes.push(screenRoute(s, { id: `step:${j.id}/${s.id}`, kind: 'step', journeyId: j.id, stepId: s.id, fallback: j.entry.path }));
    }
  }
  const pages = Object.values(definitions.pages).sort((a, b) => Number(a.path === NOT_FOUND_PATH) - Number(b.path === NOT_FOUND_PATH));
  for (const p of pages) {
    const route = screenRoute(p, { id: `page:${p.id}`, kind: 'page', fallback: '/' });
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
