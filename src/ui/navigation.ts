/**
 * Navigation from outside React (actions, effects). The router's navigate function is handed in by
 * NavigationBridge; in-app navigations pass the route checkpoint first (a failed guard cancels).
 */
import { matchPath } from 'react-router-dom';
import { canEnter } from '../runtime/guards';
import { NOT_FOUND_PATH, routePaths, type RouteEntry } from '../runtime/routes';
import { $order } from '../state/order-model';
import { routes } from './defs';

type NavigateFn = (to: string, opts?: { replace?: boolean }) => void;
let navigateFn: NavigateFn | null = null;

export function setNavigator(fn: NavigateFn | null): void {
  navigateFn = fn;
}

/** The route a pathname opens (first match; the not-found page when nothing matches). */
export function findRoute(pathname: string): RouteEntry | undefined {
  for (const route of routes) {
    for (const path of routePaths(route)) {
      if (path !== NOT_FOUND_PATH && matchPath({ path, end: true }, pathname)) return route;
    }
  }
  return routes.find((r) => r.path === NOT_FOUND_PATH);
}

/** In-app navigation through the one checkpoint. Returns false when the guard cancelled it. */
export function go(to: string, opts: { replace?: boolean } = {}): boolean {
  const pathname = to.split(/[?#]/)[0] ?? to;
  const route = findRoute(pathname);
  if (route) {
    const verdict = canEnter(route, $order.getState(), { direct: false });
    if (!verdict.ok) {
      if ('cancel' in verdict) return false;
      to = verdict.redirect;
    }
  }
  if (/^https?:\/\//.test(to)) {
    window.location.assign(to);
    return true;
  }
  if (navigateFn) navigateFn(to, opts);
  else window.location.assign(to);
  return true;
}

/** The route currently shown (journey steps need their journey for order.create). */
let activeRoute: RouteEntry | null = null;
export function setActiveRoute(route: RouteEntry | null): void {
  activeRoute = route;
}
export function getActiveRoute(): RouteEntry | null {
  return activeRoute;
}
