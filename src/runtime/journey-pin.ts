/**
 * The journey pin: a visit keeps the definition set its journey began on until the journey ends, so a
 * publish never switches a shopper in the middle of a journey (issue 34). Pure rules, no React, no
 * storage: the pin of a screen shown, whether a newer set waits, and the nearest step that still
 * exists when the pinned set can no longer be served.
 */

export interface JourneyPin {
  /** The digest of the set the journey began on (set-digest.ts). */
  version: string;
  journeyId: string;
  /** The journey's steps shown, in the order first reached (a step shown again cuts what followed it). */
  trail: string[];
}

/** Where a screen belongs: a journey's step, or (both absent) a page outside any journey. */
interface PinnedScreen { journeyId?: string | undefined; stepId?: string | undefined }

/**
 * The pin once a screen is shown under the set `version`: a step of the pinned journey extends the
 * trail (the pin's version stays), a step of another journey begins a new pin, a page ends the
 * journey (its thank-you page, the home, any page: the next journey gets the live set).
 */
export function pinAfterScreen(pin: JourneyPin | null, screen: PinnedScreen, version: string): JourneyPin | null {
  const { journeyId, stepId } = screen;
  if (!journeyId || !stepId) return null;
  if (!pin || pin.journeyId !== journeyId) return { version, journeyId, trail: [stepId] };
  const at = pin.trail.indexOf(stepId);
  if (at === pin.trail.length - 1) return pin;
  return { ...pin, trail: at >= 0 ? pin.trail.slice(0, at + 1) : [...pin.trail, stepId] };
}

/**
 * Whether a set of `incoming` version must wait: a journey is under way on another version, and that
 * version is the one in use (a pin whose set could not be read holds nothing back).
 */
export const holdsBack = (held: string | null, incoming: string, inUse: string): boolean => held !== null && held !== incoming && held === inUse;

/**
 * The step to move to when the pinned set cannot be served: the last step of the trail that still
 * exists in the journey (the step itself when its id does), else the journey's first step; null when
 * the journey itself is gone.
 */
export function nearestStep(trail: readonly string[], stepIds: readonly string[]): string | null {
  for (let i = trail.length - 1; i >= 0; i--) {
    const id = trail[i];
    if (id !== undefined && stepIds.includes(id)) return id;
  }
  return stepIds[0] ?? null;
}

/** A stored pin, or null when the value is not one (another build's shape, a hand edit). */
export function parsePin(value: unknown): JourneyPin | null {
  if (typeof value !== 'object' || value === null) return null;
  const { version, journeyId, trail } = value as Record<string, unknown>;
  if (typeof version !== 'string' || typeof journeyId !== 'string' || !Array.isArray(trail)) return null;
  const steps = trail.filter((s): s is string => typeof s === 'string');
  return steps.length > 0 ? { version, journeyId, trail: steps } : null;
}
