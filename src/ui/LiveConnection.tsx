/** Opens the live content stream for the whole app (main.tsx has already seeded the initial content); retires the server-painted banner. */
import { useEffect } from 'react';
import { useShopLocation } from './location';
import { liveStarted, liveStopped, $liveStatus } from '../state/live-model';
import './content-binding';
import { useUnit } from 'effector-react';
import { $model } from '../state/definitions-model';
import { removePrepaint } from './parts/home/prepaint';

export function LiveConnection() {
  useEffect(() => {
    liveStarted();
    // Exposed for tests and monitoring: whether the page would receive a publish right now.
    const unwatch = $liveStatus.watch((s) => { document.documentElement.dataset.live = s; });
    return () => { unwatch(); liveStopped(); };
  }, []);
  // The server-painted banner belongs to the home only, and never outlives the app's start.
  const { pathname } = useShopLocation();
  const model = useUnit($model);
  const onHome = model.findRoute(pathname)?.id === `page:${model.defs.site.pages.home}`;
  useEffect(() => {
    if (!onHome) { removePrepaint(); return; }
    const t = window.setTimeout(removePrepaint, 6000);
    return () => window.clearTimeout(t);
  }, [onHome]);
  return null;
}
