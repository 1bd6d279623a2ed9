/** Starts the content model (server-provided initial content) and the live stream for the whole app. */
import { useEffect } from 'react';
import { contentStarted } from '../state/content-model';
import { liveStarted, liveStopped, $liveStatus } from '../state/live-model';
import './content-binding';

export function LiveConnection() {
  useEffect(() => {
    contentStarted();
    liveStarted();
    // Exposed for tests and monitoring: whether the page would receive a publish right now.
    const unwatch = $liveStatus.watch((s) => { document.documentElement.dataset.live = s; });
    return () => { unwatch(); liveStopped(); };
  }, []);
  return null;
}
