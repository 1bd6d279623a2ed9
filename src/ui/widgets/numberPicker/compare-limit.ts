/** The numbers ticked for comparison (A41): at most `max`, in the order they were ticked; comparing needs at least two. */
import type { ComparedNumber } from './compared-numbers';

/** The fewest numbers worth comparing. */
export const MIN_COMPARED = 2;

export const isTicked = (ticked: readonly ComparedNumber[], id: number): boolean => ticked.some((n) => n.id === id);

/** Whether a number's box can change: a ticked one can always be unticked, an unticked one only below the limit. */
export const canToggle = (ticked: readonly ComparedNumber[], id: number, max: number): boolean =>
  isTicked(ticked, id) || ticked.length < max;

/** The list after ticking or unticking a number; a tick past the limit changes nothing. */
export function toggleCompared(ticked: readonly ComparedNumber[], n: ComparedNumber, max: number): ComparedNumber[] {
  if (isTicked(ticked, n.id)) return ticked.filter((t) => t.id !== n.id);
  return ticked.length < max ? [...ticked, n] : [...ticked];
}

export const canCompare = (ticked: readonly ComparedNumber[]): boolean => ticked.length >= MIN_COMPARED;
