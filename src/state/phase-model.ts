/**
 * Which phase of the screen on display is current (src/runtime/phases.ts decides the moves). It is
 * the phase of one arrival: kept with the screen's route and parameters, so another location of the
 * same page (a form that reopens it with its values as parameters) starts again at the first phase.
 */
import { createEvent, createStore, sample } from 'effector';
import { $screen, type ScreenInfo } from './screen-model';

export interface PhaseInfo { screen: string; phase: string }

/** The arrival a phase belongs to: the route and its path parameters. */
export const arrivalKey = (screen: Pick<ScreenInfo, 'routeId' | 'params'>): string => `${screen.routeId}|${JSON.stringify(screen.params)}`;

export const phaseEntered = createEvent<string>();
const phaseSet = createEvent<PhaseInfo>();

/** The phase named for the arrival on display; null: its first. */
export const $phase = createStore<PhaseInfo | null>(null).on(phaseSet, (_, p) => p);
export const $currentPhase = $phase.map((p) => p?.phase ?? null);

sample({ clock: phaseEntered, source: $screen, fn: (screen, phase): PhaseInfo => ({ screen: arrivalKey(screen), phase }), target: phaseSet });
// Another arrival forgets the phase: its screen starts at the first.
sample({ clock: $screen, source: $phase, filter: (p, screen) => p !== null && p.screen !== arrivalKey(screen), fn: () => null, target: $phase });
