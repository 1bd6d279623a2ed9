/**
 * Runs the timers and polls of the screen on display (src/runtime/timed-screen.ts) from the moment it
 * is shown until another screen is: each visit starts them afresh. They act through the host the UI
 * gives at start (the state layer knows no router), and the screen's expiries tick the clock, so
 * rules reading `time.<name>` are re-evaluated while the page stays open.
 */
import { combine, createEvent, createStore } from 'effector';
import type { ActionHost } from '../runtime/actions';
import type { RouteEntry } from '../runtime/routes';
import { keepsTime } from '../runtime/screen-time';
import { startTimedScreen } from '../runtime/timed-screen';
import type { Screen } from '../runtime/types';
import { browserTime } from './browser-time';
import { $model } from './definitions-model';
import { $screen, type ScreenInfo } from './screen-model';

/** The host timers and polls act through: given once by the browser's start. */
export const timeHostSet = createEvent<ActionHost>();
const $host = createStore<ActionHost | null>(null, { serialize: 'ignore' }).on(timeHostSet, (_, host) => host);

/** The definition of the screen on display, once loaded. */
export function screenOf(routes: readonly RouteEntry[], info: Pick<ScreenInfo, 'routeId'>): Screen | undefined {
  return routes.find((r) => r.id === info.routeId)?.screen;
}

interface Visit { info: ScreenInfo; screen: Screen; host: ActionHost }

const $visit = combine($screen, $model, $host, (info, model, host): Visit | null => {
  const screen = screenOf(model.routes, info);
  return host && screen && keepsTime(screen) ? { info, screen, host } : null;
});

let running: { visit: Visit; stop: () => void } | null = null;

// A new visit (another screen, other params) or the screen's definition changed: stop, then start again.
$visit.watch((visit) => {
  if (running && visit && running.visit.info === visit.info && running.visit.screen === visit.screen) return;
  running?.stop();
  running = visit ? { visit, stop: startTimedScreen(visit.screen, visit.host, browserTime) } : null;
});
