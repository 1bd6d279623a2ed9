/**
 * A route about to open (the page load, a navigation, a link hovered, focused or in view): its
 * definition and its widgets' code are fetched together, not one after the other.
 */
import type { RouteEntry } from '../runtime/routes';
import { enterJourney } from '../runtime/session';
import { sourceRequest } from '../runtime/sources';
import type { JsonValue } from '../runtime/types';
import { $model, ensureRouteDefinitions, screenKnownNow, warmRouteDefinitions } from '../state/definitions-model';
import { screenInfoOf } from '../state/screen-model';
import { $hydrated, $session, journeyOfRoute } from '../state/session-model';
import { snapshotFor } from '../state/snapshot';
import { prefetchSource } from './hooks/source-answers';
import { preloadWidgets, widgetMetas } from './widget-registry';

/** The route a path opens, following a journey entry or a redirect to the screen it leads to. */
function screenRouteOf(pathname: string): RouteEntry | undefined {
  const model = $model.getState();
  let route = model.findRoute(pathname);
  for (let hops = 0; route && route.redirectTo && hops < 3; hops += 1) route = model.findRoute(route.redirectTo.split('?')[0] ?? '');
  return route;
}

/**
 * The first reads of the screen's widgets that declare them (meta `prefetch`, `prefetchAlso`). For a step of another
 * journey than the session's, as the session will be once the step has entered it (its product type
 * and traits, enterJourney): the reads start with the navigation, not after the step's first render.
 */
function prefetchData(pathname: string, search: string): void {
  const model = $model.getState();
  const route = screenRouteOf(pathname);
  const screen = route && screenKnownNow(route);
  // A journey entry runs its actions first (a reset ...): its step's reads cannot be known before. Nor before the session is restored.
  if (!route || !screen || model.findRoute(pathname)?.kind === 'entry' || !$hydrated.getState()) return;
  const now = $session.getState();
  const journey = route.kind === 'step' && now.core.journeyId !== route.journeyId ? journeyOfRoute(model, route) : null;
  const session = journey ? enterJourney(model.state, now, journey) : now;
  const snapshot = snapshotFor(session, model, screenInfoOf(route, pathname, search));
  const prefetch = (source: JsonValue | undefined, input: JsonValue): void => {
    const request = typeof source === 'string' ? sourceRequest(model, source, { ...snapshot, input }) : null;
    if (request) prefetchSource(request);
  };
  for (const block of screen.blocks) {
    const meta = widgetMetas[block.widget];
    if (!meta?.prefetch) continue;
    const props = (block.props ?? {}) as Record<string, JsonValue>;
    prefetch(props.source, meta.prefetchInput ? meta.prefetchInput(props, snapshot) : null);
    for (const prop of meta.prefetchAlso ?? []) prefetch(props[prop], null);
  }
}

/** Resolves when the route's definition and its widgets' code are here (the first render waits for both). `target`: a path, with its query if any. */
export function preloadRoute(target: string): Promise<void> {
  const [pathname = target, search = ''] = target.split('#')[0]?.split('?') ?? [];
  const route = screenRouteOf(pathname);
  const code = route ? preloadWidgets(route.widgets) : Promise.resolve();
  // A journey entry or a redirect needs the definitions of where it leads: ensureRouteDefinitions follows it.
  // Its data reads start as soon as the definition names them, alongside the widgets' code.
  // Now when the screen is known already (the model has it, or a link in view fetched its chunk), so the
  // reads go out before the navigation's first render; again once it is taken (an answer read or under way is not read twice).
  prefetchData(pathname, search);
  const definitions = ensureRouteDefinitions(pathname).then(() => prefetchData(pathname, search));
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
