/**
 * The one clock the shop's time runs on: countdowns, expiries, timers and polls all read `$now`,
 * which ticks each second while something on screen needs it (a held clock). It reads Date.now and
 * setInterval, so a test that controls the page's clock (Playwright's clock API) controls them all.
 */
import { createEvent, createStore } from 'effector';

export const TICK_MS = 1000;

export const clockTicked = createEvent<number>();
export const $now = createStore(Date.now()).on(clockTicked, (_, now) => now);

let holders = 0;
let ticker: ReturnType<typeof setInterval> | undefined;

/** Keeps the clock ticking until the returned release is called (each holder releases once). */
export function holdClock(): () => void {
  holders += 1;
  // The first tick comes a second later: what a screen does on arrival (its entry actions) is in the state by then.
  if (holders === 1) ticker = setInterval(() => clockTicked(Date.now()), TICK_MS);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders === 0 && ticker !== undefined) { clearInterval(ticker); ticker = undefined; }
  };
}
