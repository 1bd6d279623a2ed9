// When the browser has time for work nobody is waiting for: idle (requestIdleCallback, with a
// deadline), and idle after the page's load event, i.e. once the code and images the page asked
// for have arrived, so a prefetch never shares a slow link with them.

/** Resolves when the browser is idle (after at most 2 s; at once where there is no requestIdleCallback). */
export const idle = (): Promise<void> => new Promise((resolve) => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 2000 });
  else setTimeout(resolve, 0);
});

/** Resolves when the page has loaded (its load event) and then the browser is idle. */
export const loadedAndIdle = (): Promise<void> => new Promise<void>((resolve) => {
  if (typeof document === 'undefined' || document.readyState === 'complete') resolve();
  else window.addEventListener('load', () => resolve(), { once: true });
}).then(idle);
