/**
 * Time as the browser gives it to the runtime's timers and polls: the shop's one clock for ticks,
 * setTimeout for a poll's waits, and the page's visibility (a hidden tab polls nothing). Browser
 * globals are read only when a timer or poll runs, never at load, so screens still render on the server.
 */
import type { TimeEnv } from '../runtime/timed-screen';
import { clockTicked, holdClock } from './clock-model';

const shown = (): boolean => typeof document === 'undefined' || document.visibilityState !== 'hidden';

export const browserTime: TimeEnv = {
  now: () => Date.now(),
  later(run, ms) {
    const id = setTimeout(run, ms);
    return () => clearTimeout(id);
  },
  shown,
  watchShown(changed) {
    if (typeof document === 'undefined') return () => undefined;
    const onChange = (): void => changed(shown());
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  },
  onTick(tick) {
    const release = holdClock();
    const sub = clockTicked.watch(tick);
    return () => { sub.unsubscribe(); release(); };
  },
};
