/**
 * Opens the live content stream for the whole app (each model refreshes what it shows on a change),
 * once the first screen is in and the browser idle: not inside the hydration's task, between the landed
 * step and a shopper's first tap. A publish before it opens is not announced to this page, as one
 * between the server's render and this effect never was.
 */
import { useEffect } from 'react';
import { renderedAndIdle } from '../state/browser-idle';
import { liveStarted, liveStopped, $liveStatus } from '../state/live-model';

export function LiveConnection() {
  useEffect(() => {
    let mounted = true;
    let unwatch = (): void => {};
    void renderedAndIdle().then(() => {
      if (!mounted) return;
      liveStarted();
      // Exposed for tests and monitoring: whether the page would receive a publish right now.
      unwatch = $liveStatus.watch((s) => { document.documentElement.dataset.live = s; });
    });
    return () => { mounted = false; unwatch(); liveStopped(); };
  }, []);
  return null;
}
