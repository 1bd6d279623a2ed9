/**
 * Navigation from outside React (actions, effects): in-app navigations pass the route checkpoint
 * first (a failed guard cancels).
 */
import { canEnter } from '../runtime/guards';
import { $model } from '../state/definitions-model';
import { currentSnapshot } from '../state/snapshot';
import { navigateTo } from './location';
import { preloadRoute } from './route-preload';

/** In-app navigation through the one checkpoint. Returns false when the guard cancelled it. */
export function go(to: string, opts: { replace?: boolean } = {}): boolean {
  if (/^https?:\/\//.test(to)) {
    window.location.assign(to);
    return true;
  }
  const pathname = to.split(/[?#]/)[0] ?? to;
  const route = $model.getState().findRoute(pathname);
  if (route) {
    const verdict = canEnter(route, currentSnapshot(), { direct: false });
    if (!verdict.ok) {
      if ('cancel' in verdict) return false;
      to = verdict.redirect;
    }
  }
  // The route's definition and widget code start now, together (its screen shows its skeleton meanwhile).
  void preloadRoute(to);
  navigateTo(to, opts);
  return true;
}
