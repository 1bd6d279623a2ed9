/** Opens the live content stream for the whole app (each model refreshes what it shows on a change). */
import { useEffect } from 'react';
import { liveStarted, liveStopped, $liveStatus } from '../state/live-model';

export function LiveConnection() {
  useEffect(() => {
    liveStarted();
    // Exposed for tests and monitoring: whether the page would receive a publish right now.
    const unwatch = $liveStatus.watch((s) => { document.documentElement.dataset.live = s; });
    return () => { unwatch(); liveStopped(); };
  }, []);
  return null;
}
