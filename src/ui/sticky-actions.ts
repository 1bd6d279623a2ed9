/**
 * The step's actions stick to the bottom of the screen, and a block's own sticky part (the compare bar)
 * may stand on top of them. What they cover must not hide what the keyboard focuses: the page's bottom
 * scroll padding is their height (a focused control, or one scrolled into view, stops above them; the
 * browser's focus scrolling honours it). While a standing part is mounted, the actions' height is also
 * the screen's `--step-actions-height`, which it stands on (`bottom: var(--step-actions-height)`).
 * Heights come from a ResizeObserver (after layout, never forcing one), and the padding is a property of
 * the root alone (not inherited: no style recalculation below it). The browser reveals only part of some
 * controls (a radio inside its label, the caret's line of a text area): after a keyboard focus, what shows of
 * the control (its label) is scrolled clear of the covered part when it is not already.
 */
import { useEffect, type RefObject } from 'react';

const STEP_ACTIONS_HEIGHT = '--step-actions-height';
/** Room above the covered part for the focus ring (its width and offset, src/ui/styles.css) and a little air. */
const FOCUS_ROOM = 12;

let stepActions: HTMLElement | null = null;
const standing = new Set<HTMLElement>();
const heights = new Map<Element, number>();
let observer: ResizeObserver | null = null;

/**
 * Whether the actions stick to the screen's bottom: on a wide screen they stand in a column beside the
 * blocks instead (styles.css, `bottom: auto`), covering nothing below.
 */
const atBottom = (actions: HTMLElement): boolean => getComputedStyle(actions).bottom !== 'auto';

function apply(): void {
  const root = document.documentElement;
  const actions = stepActions;
  const screen = actions?.parentElement;
  const actionsHeight = actions ? heights.get(actions) : undefined;
  if (!actions || actionsHeight === undefined) {
    root.style.removeProperty('scroll-padding-bottom');
    return;
  }
  const bottom = atBottom(actions);
  let covered = bottom ? actionsHeight : 0;
  standing.forEach((part) => { covered += heights.get(part) ?? 0; });
  if (covered > 0) root.style.scrollPaddingBottom = `${covered + FOCUS_ROOM}px`;
  else root.style.removeProperty('scroll-padding-bottom');
  if (bottom && standing.size > 0) screen?.style.setProperty(STEP_ACTIONS_HEIGHT, `${actionsHeight}px`);
  else screen?.style.removeProperty(STEP_ACTIONS_HEIGHT);
}

function watch(element: HTMLElement): void {
  observer ??= new ResizeObserver((entries) => {
    for (const entry of entries) {
      heights.set(entry.target, Math.ceil(entry.borderBoxSize[0]?.blockSize ?? entry.target.getBoundingClientRect().height));
    }
    apply();
  });
  observer.observe(element);
}

function unwatch(element: HTMLElement): void {
  observer?.unobserve(element);
  heights.delete(element);
}

/** The top of what covers the screen's bottom: the actions, or a part standing on them (stuck there, not in its own place). */
function coveredFrom(actions: HTMLElement): number {
  let top = atBottom(actions) ? actions.getBoundingClientRect().top : window.innerHeight;
  standing.forEach((part) => {
    const box = part.getBoundingClientRect();
    if (Math.abs(box.bottom - top) < 2) top = box.top;
  });
  return top;
}

function keepClear(e: FocusEvent): void {
  const target = e.target;
  if (!(target instanceof HTMLElement)) return;
  // After the browser's own scrolling to the focus.
  requestAnimationFrame(() => {
    const actions = stepActions;
    if (!actions || actions.contains(target) || document.activeElement !== target || !target.matches(':focus-visible')) return;
    const box = (target.closest('label') ?? target).getBoundingClientRect();
    const overlap = box.bottom + FOCUS_ROOM - coveredFrom(actions);
    if (overlap > 0) window.scrollBy({ top: overlap, behavior: 'instant' });
  });
}

let listening = false;

/** The actions' ref callback (React 19: its cleanup runs when they leave the screen). */
export function stepActionsRef(actions: HTMLElement | null): (() => void) | undefined {
  if (!actions) return undefined;
  stepActions = actions;
  watch(actions);
  if (!listening) {
    listening = true;
    document.addEventListener('focusin', keepClear);
  }
  return () => {
    unwatch(actions);
    if (stepActions !== actions) return;
    actions.parentElement?.style.removeProperty(STEP_ACTIONS_HEIGHT);
    stepActions = null;
    apply();
  };
}

/** For a sticky part standing on the actions: while it is mounted, the screen carries the actions' height and the padding its own. */
export function useStandOnStepActions(part: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = part.current;
    if (!element) return undefined;
    standing.add(element);
    watch(element);
    return () => {
      standing.delete(element);
      unwatch(element);
      apply();
    };
  }, [part]);
}
