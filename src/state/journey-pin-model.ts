/**
 * The journey pin in the store (runtime/journey-pin.ts): set when a visit shows a journey's step,
 * kept for the tab (journey-pin-storage.ts), and ended by a page (the thank-you page, the home) or a
 * home reset. While it is set, the definitions model holds the pinned set (a publish waits for the
 * journey's end). When the pinned set can no longer be served (a reload after it was evicted, or an
 * order the server refused for it: 40107), `journeyMoved` names the nearest step that still exists in
 * the set in use, with the notice `ui.journey.moved`; the session's values stay as they are.
 */
import { createEffect, createEvent, createStore, merge, sample } from 'effector';
import { fillPattern } from '../definitions/targets';
import { nearestStep, pinAfterScreen, type JourneyPin } from '../runtime/journey-pin';
import type { DefinitionModel } from '../runtime/definition-model';
import { $definitionsVersion, $model, definitionsRefreshed, definitionsStarted, fetchDefinitionsFx, pinHeld, pinnedSetLost, startSetTaken } from './definitions-model';
import { readPin, storePin } from './journey-pin-storage';
import { $screen, screenShown, type ScreenInfo } from './screen-model';
import { homeReset } from './session-model';
import { modalClosed, toastShown } from './ui-model';

/** The pinned set could not be served for the step on display (the order's refusal names it): move. */
export const pinnedVersionRefused = createEvent();
/** Where the visit moves: a path of the set in use (the UI navigates there, replacing the entry). */
export const journeyMoved = createEvent<{ to: string }>();

const restorePinFx = createEffect(readPin);
const storePinFx = createEffect(storePin);

export const $journeyPin = createStore<JourneyPin | null>(null)
  .on(restorePinFx.doneData, (pin, stored) => pin ?? stored)
  .on(homeReset, () => null);
/** Whether the stored pin was read (a screen shown before that, at a reload, extends the stored pin, not a new one). */
const $restored = createStore(false).on(restorePinFx.finally, () => true);
sample({ clock: definitionsStarted, target: restorePinFx });
sample({
  clock: screenShown, source: { pin: $journeyPin, version: $definitionsVersion, restored: $restored },
  fn: ({ pin, version, restored }, screen) => pinAfterScreen(pin ?? (restored ? null : readPin()), screen, version), target: $journeyPin,
});
// The start read took another set than the HTML's (a draft preview, a set published since the page was rendered):
// a journey begun on the HTML's set in the meantime is on the taken one now.
sample({
  clock: startSetTaken, source: $journeyPin, filter: (pin, version) => pin !== null && pin.version !== version,
  fn: (pin, version) => (pin ? { ...pin, version } : null), target: $journeyPin,
});
sample({ clock: $journeyPin.updates, target: storePinFx });
sample({ clock: $journeyPin, fn: (pin) => pin?.version ?? null, target: pinHeld });

/** The move to the nearest step of the pinned journey in `model`, and the pin it then holds; null when nothing moves. */
function moveOf(pin: JourneyPin | null, model: DefinitionModel, screen: ScreenInfo, version: string): { to: string; pin: JourneyPin | null } | null {
  if (!pin) return null;
  const steps = model.routes.filter((r) => r.kind === 'step' && r.journeyId === pin.journeyId);
  const stepId = nearestStep(pin.trail, steps.map((r) => r.stepId ?? ''));
  const route = steps.find((r) => r.stepId === stepId);
  // The journey is gone altogether: the home (never the not-found page).
  if (!route || !stepId) return { to: '/', pin: null };
  const to = fillPattern(route.path, screen.params) ?? route.path;
  const trail = pin.trail.includes(stepId) ? pin.trail.slice(0, pin.trail.indexOf(stepId) + 1) : [stepId];
  return { to, pin: { version, journeyId: pin.journeyId, trail } };
}

// Refused for the pinned set: the hold goes (a waiting set is taken), the live set is fetched, then the visit moves.
const $refreshing = createStore(false).on(pinnedVersionRefused, () => true);
sample({ clock: pinnedVersionRefused, fn: (): string | null => null, target: pinHeld });
sample({ clock: pinnedVersionRefused, target: definitionsRefreshed });
const refreshed = sample({ clock: fetchDefinitionsFx.finally, source: $refreshing, filter: (r) => r, fn: (): void => undefined });
$refreshing.reset(refreshed);

const moveOn = (clock: typeof refreshed) => sample({
  clock, source: { pin: $journeyPin, model: $model, screen: $screen, version: $definitionsVersion },
  fn: ({ pin, model, screen, version }) => moveOf(pin, model, screen, version),
});
const refusalMove = moveOn(refreshed);
const move = merge([moveOn(pinnedSetLost), refusalMove]).filter({ fn: (m): m is NonNullable<typeof m> => m !== null });
/** The refresh after a refusal is done: whether the visit moved (false: no journey under way, nothing moves). */
const refusalSettled = refusalMove.map((m) => m !== null);
// A dialog open over the step (the refusal's own, or any other) would hide the move and its notice.
sample({ clock: move, target: modalClosed });
sample({ clock: move, fn: (m) => m.pin, target: $journeyPin });
sample({ clock: move, fn: (m) => ({ to: m.to }), target: journeyMoved });
sample({
  clock: move, source: $model,
  // The notice explains a move the shopper did not ask for: it stays longer than a toast's usual time.
  fn: (model) => ({ content: model.defs.messages.ui['journey.moved'] ?? '', type: 'journey', variant: 'INFO', ms: 10_000 }),
  target: toastShown,
});

/**
 * A call refused for the pinned set: the live set is fetched and the visit moves to the nearest step.
 * Resolves true once it moved (the refusal is answered by the move and its notice: no dialog over
 * it), false when nothing moved (no journey under way: the refusal is shown as any other).
 */
export function movedAfterRefusal(): Promise<boolean> {
  return new Promise((resolve) => {
    const unwatch = refusalSettled.watch((moved) => { unwatch(); resolve(moved); });
    pinnedVersionRefused();
  });
}
