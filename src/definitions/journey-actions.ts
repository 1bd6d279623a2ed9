/**
 * Every action a journey may run, flattened: its entry's, its steps' entry and submit actions, its
 * phases' submits, and the handlers of every onError map (a handler list's actions one by one). The
 * lint reads what a journey ends in from these, and the studio's journey map draws them.
 */
import type { Action, Handler, Journey, Step } from './types';

type HandlerMap = Readonly<Record<string, Handler>> | undefined;

const handlersOf = (map: HandlerMap): Action[] =>
  Object.values(map ?? {}).flatMap((h) => (Array.isArray(h) ? [...(h as readonly Action[])] : [h as Action]));

/** An action list with the handlers of its calls' onError maps. */
function withHandlers(actions: readonly Action[] | undefined): Action[] {
  return (actions ?? []).flatMap((a) => [a, ...handlersOf(a.onError as HandlerMap)]);
}

export function stepActions(step: Step): Action[] {
  return [
    ...withHandlers(step.entryActions), ...withHandlers(step.submit),
    ...(step.phases ?? []).flatMap((p) => [...withHandlers(p.submit), ...handlersOf(p.onError)]), ...handlersOf(step.onError),
  ];
}

export function journeyActions(journey: Journey): Action[] {
  return [...withHandlers(journey.entry.actions), ...handlersOf(journey.onError), ...journey.steps.flatMap(stepActions)];
}

const SHOWN = new Set(['errorModal', 'toast', 'navigate']);

/** What a customer sees of an error's handler: the action itself, or a list's last modal, toast or move (else its first). */
export function shownAction(handler: Handler): Action {
  if (!Array.isArray(handler)) return handler as Action;
  const list = handler as readonly Action[];
  return [...list].reverse().find((a) => SHOWN.has(a.do)) ?? list[0] ?? { do: 'errorModal' };
}
