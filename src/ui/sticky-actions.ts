/**
 * The step's actions stick to the bottom of the screen; a block's own sticky part (the compare bar)
 * would sit on top of them. While such a part is on the screen, the actions' height, kept current, is the
 * screen's `--step-actions-height`, which it stands on (`bottom: var(--step-actions-height)` in the stylesheet).
 * Nothing is measured otherwise: a page's first render (its hydration) forces no layout for a part not shown.
 */
import { useEffect } from 'react';

export const STEP_ACTIONS_HEIGHT = '--step-actions-height';

/** The step actions on the screen now, and the parts that stand on them (each re-watches when they change). */
let stepActions: HTMLElement | null = null;
const standing = new Set<() => void>();

/** The actions' ref callback (React 19: its cleanup runs when they leave the screen). */
export function stepActionsRef(actions: HTMLElement | null): (() => void) | undefined {
  if (!actions) return undefined;
  stepActions = actions;
  standing.forEach((watch) => watch());
  return () => {
    if (stepActions !== actions) return;
    stepActions = null;
    standing.forEach((watch) => watch());
  };
}

/** For a sticky part: while it is mounted, the screen carries the actions' height (measured after layout, by a ResizeObserver). */
export function useStandOnStepActions(): void {
  useEffect(() => {
    let stop = (): void => {};
    const watch = (): void => {
      stop();
      const actions = stepActions;
      const screen = actions?.parentElement;
      if (!actions || !screen) { stop = () => {}; return; }
      const observer = new ResizeObserver(([entry]) => {
        const height = entry?.borderBoxSize[0]?.blockSize ?? actions.getBoundingClientRect().height;
        screen.style.setProperty(STEP_ACTIONS_HEIGHT, `${Math.ceil(height)}px`);
      });
      observer.observe(actions);
      stop = () => { observer.disconnect(); screen.style.removeProperty(STEP_ACTIONS_HEIGHT); };
    };
    watch();
    standing.add(watch);
    return () => { standing.delete(watch); stop(); };
  }, []);
}
