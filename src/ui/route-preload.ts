/**
 * A route about to open (the page load, a navigation, a link hovered, focused or in view): its
 * definition and its widgets' code are fetched together, not one after the other.
 */
import type { RouteEntry } from '../runtime/routes';
import { sourceRequest } from '../runtime/sources';
import { $model, ensureRouteDefinitions, warmRouteDefinitions } from '../state/definitions-model';
import { $hydrated, $session } from '../state/session-model';
import { currentSnapshot } from '../state/snapshot';
import { prefetchSource } from './hooks/source-answers';
import { preloadWidgets, widgetMetas } from './widget-registry';

/** The route a path opens, following a journey entry or a redirect to the screen it leads to. */
function screenRouteOf(pathname: string): RouteEntry | undefined {
  const model = $model.getState();
  let route = model.findRoute(pathname);
  for (let hops = 0; route && route.redirectTo && hops < 3; hops += 1) route = model.findRoute(route.redirectTo.split('?')[0] ?? '');
  return route;
}

/** The first reads of the screen's widgets that declare them (meta `prefetch`), for the session as it is now. */
function prefetchData(pathname: string): void {
  const model = $model.getState();
  const route = screenRouteOf(pathname);
  // A journey entry changes the session first (a reset, the product type): its step's reads would differ.
  if (!route?.screen || model.findRoute(pathname)?.kind === 'entry') return;
  // Likewise a step of another journey than the session's (entering it sets its traits), or a session not restored yet.
  if (!$hydrated.getState() || (route.kind === 'step' && $session.getState().core.journeyId !== route.journeyId)) return;
  const snapshot = { ...currentSnapshot(), input: null };
  for (const block of route.screen.blocks) {
    const source = block.props?.source;
    if (!widgetMetas[block.widget]?.prefetch || typeof source !== 'string') continue;
    const request = sourceRequest(model, source, snapshot);
    if (request) prefetchSource(request);
  }
}

/** Resolves when the route's definition and its widgets' code are here (the first render waits for both). */
export function preloadRoute(pathname: string): Promise<void> {
  const target = screenRouteOf(pathname);
  const code = target ? preloadWidgets(target.widgets) : Promise.resolve();
  // A journey entry or a redirect needs the definitions of where it leads: ensureRouteDefinitions follows it.
  // Its data reads start as soon as the definition names them, alongside the widgets' code.
  const definitions = ensureRouteDefinitions(pathname).then(() => prefetchData(pathname));
  return Promise.all([definitions, code]).then(() => undefined);
}

/**
 * A route's code only (its definition's and widgets' chunks), taking nothing into the models: what
 * is on screen stays exactly as it is. For routes the shopper may open later (links in view).
 */
export function warmRoute(pathname: string): Promise<void> {
  const target = screenRouteOf(pathname);
  const code = target ? preloadWidgets(target.widgets) : Promise.resolve();
  return Promise.all([warmRouteDefinitions(pathname), code]).then(() => undefined);
}
