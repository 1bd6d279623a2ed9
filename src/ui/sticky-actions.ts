/**
 * The step's actions stick to the bottom of the screen; a block's own sticky part (the compare bar)
 * would sit on top of them. Their height, kept current, is the screen's `--step-actions-height`, which
 * such parts stand on (`bottom: var(--step-actions-height)` in the stylesheet).
 */
export const STEP_ACTIONS_HEIGHT = '--step-actions-height';

/** The actions' ref callback (React 19: its cleanup runs when they leave the screen). */
export function publishActionsHeight(actions: HTMLElement | null): (() => void) | undefined {
  const screen = actions?.parentElement;
  if (!actions || !screen) return undefined;
  const publish = (): void => { screen.style.setProperty(STEP_ACTIONS_HEIGHT, `${Math.ceil(actions.getBoundingClientRect().height)}px`); };
  publish();
  const observer = new ResizeObserver(publish);
  observer.observe(actions);
  return () => { observer.disconnect(); screen.style.removeProperty(STEP_ACTIONS_HEIGHT); };
}
