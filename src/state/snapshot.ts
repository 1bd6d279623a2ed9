/**
 * The snapshot rules see right now: the session, the traits of the journey the customer is in, the
 * site's constants, the screen's path parameters, and an optional input of the widget asking.
 */
import { combine } from 'effector';
import { snapshotOf } from '../runtime/session';
import type { JsonValue } from '../runtime/types';
import { $model } from './definitions-model';
import { $screen } from './screen-model';
import { $session } from './session-model';

export function currentSnapshot(input?: JsonValue): Record<string, unknown> {
  const model = $model.getState();
  const session = $session.getState();
  return snapshotOf(session, {
    active: model.active(session.core.journeyId), constants: model.defs.site.constants, now: Date.now(),
    params: { ...$screen.getState().params }, query: { ...$screen.getState().query }, ...(input !== undefined ? { input } : {}),
  });
}

/** The same as a store, for screens that render from it (its `now` is the time of the last state change). */
export const $snapshot = combine($session, $model, $screen, (session, model, screen) => snapshotOf(session, {
  active: model.active(session.core.journeyId), constants: model.defs.site.constants, now: Date.now(), params: { ...screen.params }, query: { ...screen.query },
}));
