/**
 * The snapshot rules see right now: the session, the traits of the journey the customer is in, the
 * site's constants, the screen's path parameters, and an optional input of the widget asking.
 */
import { combine } from 'effector';
import type { DefinitionModel } from '../runtime/definition-model';
import { snapshotOf, type SessionState } from '../runtime/session';
import type { JsonValue } from '../runtime/types';
import { $model } from './definitions-model';
import { $screen } from './screen-model';
import { $session } from './session-model';

/** The snapshot of a session on a screen (its params and query): the one way every reader builds it. */
export function snapshotFor(
  session: SessionState, model: DefinitionModel, screen: { params?: Record<string, string>; query?: Record<string, string> }, input?: JsonValue,
): Record<string, unknown> {
  return snapshotOf(session, {
    active: model.active(session.core.journeyId), constants: model.defs.site.constants, now: Date.now(),
    params: { ...screen.params }, query: { ...screen.query }, ...(input !== undefined ? { input } : {}),
  });
}

export function currentSnapshot(input?: JsonValue): Record<string, unknown> {
  return snapshotFor($session.getState(), $model.getState(), $screen.getState(), input);
}

/** The same as a store, for screens that render from it (its `now` is the time of the last state change). */
export const $snapshot = combine($session, $model, $screen, (session, model, screen) => snapshotFor(session, model, screen));
