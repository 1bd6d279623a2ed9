/**
 * A route about to open (the page load, a navigation, a link hovered, focused or in view): its
 * definition and its widgets' code are fetched together, not one after the other.
 */
import type { RouteEntry } from '../runtime/routes';
import { $model, ensureRouteDefinitions } from '../state/definitions-model';
import { preloadWidgets } from './widget-registry';

/** The route a path opens, following a journey entry or a redirect to the screen it leads to. */
function screenRouteOf(pathname: string): RouteEntry | undefined {
  const model = $model.getState();
  let route = model.findRoute(pathname);
  for (let hops = 0; route && route.redirectTo && hops < 3; hops += 1) route = model.findRoute(route.redirectTo.split('?')[0] ?? '');
  return route;
}

export function preloadRoute(pathname: string): Promise<void> {
  const target = screenRouteOf(pathname);
  if (target) preloadWidgets(target.widgets);
  // A journey entry or a redirect needs the definitions of where it leads: ensureRouteDefinitions follows it.
  return ensureRouteDefinitions(pathname);
}
