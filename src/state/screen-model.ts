/** The screen on display: its route, the journey and step it belongs to, and its path parameters (`params.*` in rules). */
import { createEvent, createStore } from 'effector';
import { routeParams, type RouteEntry } from '../runtime/routes';
import { sameJson } from '../runtime/same-json';

export interface ScreenInfo {
  routeId: string;
  journeyId?: string;
  stepId?: string;
  params: Readonly<Record<string, string>>;
  /** The query string's parameters (`query.*` in rules), e.g. a link's chosen package. */
  query?: Readonly<Record<string, string>>;
}

/** What a route shows at a location: the same for the server's render, the browser before hydrating, and the route's own effect. */
export function screenInfoOf(route: RouteEntry, pathname: string, search: string): ScreenInfo {
  return {
    routeId: route.id, params: routeParams(route, pathname), query: Object.fromEntries(new URLSearchParams(search)),
    ...(route.journeyId ? { journeyId: route.journeyId } : {}), ...(route.stepId ? { stepId: route.stepId } : {}),
  };
}

export const screenShown = createEvent<ScreenInfo>();
// The same screen shown again changes nothing: a store update re-renders every widget at once, and
// on a page still hydrating it would hydrate them all in one long task.
export const $screen = createStore<ScreenInfo>({ routeId: '', params: {} }, { updateFilter: (next, prev) => !sameJson(next, prev) })
  .on(screenShown, (_, s) => s);
