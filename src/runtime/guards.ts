/** The one checkpoint deciding whether a route may open: its guard, a JSON Logic rule of the definitions. */
import { holds } from './logic';
import type { RouteEntry } from './routes';

export type CanEnter =
  | { ok: true }
  /** Go elsewhere instead (direct load of a guarded URL). */
  | { ok: false; redirect: string }
  /** In-app navigation to a guarded route: stay on the current page (decision A13). */
  | { ok: false; cancel: true };

export interface EnterContext {
  /** True when the route is the first one of this page load (deep link or reload). */
  direct: boolean;
}

export function canEnter(route: Pick<RouteEntry, 'guard' | 'fallback'>, snapshot: object, ctx: EnterContext): CanEnter {
  if (route.guard !== undefined && !holds(route.guard, snapshot)) {
    return ctx.direct ? { ok: false, redirect: route.fallback } : { ok: false, cancel: true };
  }
  return { ok: true };
}
