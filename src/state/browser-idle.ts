// When the browser has time for work nobody is waiting for: idle (requestIdleCallback, with a
// deadline), and idle once the app has rendered (or hydrated) its first screen after the page's
// load event, so such work never shares a slow link or the main thread with what makes the
// landed screen usable.

/** Resolves when the browser is idle (after at most 2 s; at once where there is no requestIdleCallback). */
export const idle = (): Promise<void> => new Promise((resolve) => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 2000 });
  else setTimeout(resolve, 0);
});

let markRendered: () => void = () => {};
const rendered = new Promise<void>((resolve) => { markRendered = resolve; });

/**
 * The app's first screen is on the page, rendered or hydrated (the shell calls it once its first
 * render has committed). A server-rendered page's load event comes before that: its scripts are
 * module preloads, which the load event does not wait for, so React DOM may still be arriving.
 */
export function appRendered(): void {
  markRendered();
}

/** Resolves when the page has loaded (its load event), the app has rendered its first screen, and then the browser is idle. */
export const renderedAndIdle = (): Promise<void> => Promise.all([
  new Promise<void>((resolve) => {
    if (typeof document === 'undefined' || document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  }),
  rendered,
]).then(idle);
