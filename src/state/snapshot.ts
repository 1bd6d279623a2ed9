/**
 * The snapshot rules see right now: the session, the traits of the journey the customer is in, the
 * site's constants, the screen's path parameters, the screen's expiries (`time.<name>`), the digest of
 * the definition set in use (`definitionSet`: the journey's pinned set, sent with its order), and an
 * optional input of the widget asking.
 */
import { combine } from 'effector';
import type { DefinitionModel } from '../runtime/definition-model';
import { expiryViews, timeRoot } from '../runtime/screen-time';
import { snapshotOf, type SessionState } from '../runtime/session';
import type { JsonValue } from '../runtime/types';
import { $now } from './clock-model';
import { $definitionsVersion, $model } from './definitions-model';
import { $screen, type ScreenInfo } from './screen-model';
import { screenOf } from './screen-time-model';
import { $session } from './session-model';

type ScreenAt = Pick<ScreenInfo, 'params' | 'query'> & { routeId?: string };

/** The snapshot of a session on a screen (its params and query): the one way every reader builds it. */
export function snapshotFor(session: SessionState, model: DefinitionModel, screen: ScreenAt, input?: JsonValue): Record<string, unknown> {
  const now = Date.now();
  const base = snapshotOf(session, {
    active: model.active(session.core.journeyId), constants: model.defs.site.constants, now,
    params: { ...screen.params }, query: { ...screen.query }, ...(input !== undefined ? { input } : {}),
  });
  // The model is built from the set in use, so its version is read with it.
  base.definitionSet = $definitionsVersion.getState();
  const expiries = screen.routeId === undefined ? undefined : screenOf(model.routes, { routeId: screen.routeId })?.expiries;
  return expiries && Object.keys(expiries).length > 0 ? { ...base, time: timeRoot(expiryViews(expiries, base, now)) } : base;
}

export function currentSnapshot(input?: JsonValue): Record<string, unknown> {
  return snapshotFor($session.getState(), $model.getState(), $screen.getState(), input);
}

/** Ticks of the clock while the screen on display has expiries (0 elsewhere: other screens do not re-render each second). */
const $expiryTick = combine($now, $screen, $model, (now, screen, model) => (Object.keys(screenOf(model.routes, screen)?.expiries ?? {}).length > 0 ? now : 0));

/** The same as a store, for screens that render from it (its `now` is the time of the last state change or tick). */
export const $snapshot = combine($session, $model, $screen, $expiryTick, (session, model, screen) => snapshotFor(session, model, screen));
