// A clock, timers and a page visibility the runtime's time tests move by hand (src/runtime/poll.ts, timed-screen.ts).
import type { TimeEnv } from '../../../src/runtime/timed-screen';

export interface FakeTime {
  env: TimeEnv;
  /** Moves the clock on by `ms`, running each timer and tick due on the way (and what their promises then do). */
  advance(ms: number): Promise<void>;
  setShown(shown: boolean): void;
}

const settle = async (): Promise<void> => { for (let i = 0; i < 10; i += 1) await Promise.resolve(); };

export function fakeTime(start = 1_000_000, tickMs = 1000): FakeTime {
  let now = start;
  let shown = true;
  let seq = 0;
  const timers = new Map<number, { at: number; run: () => void }>();
  const watchers = new Set<(shown: boolean) => void>();
  const ticks = new Set<(now: number) => void>();
  let nextTick = start + tickMs;
  const env: TimeEnv = {
    now: () => now,
    later(run, ms) { const id = (seq += 1); timers.set(id, { at: now + ms, run }); return () => { timers.delete(id); }; },
    shown: () => shown,
    watchShown(changed) { watchers.add(changed); return () => { watchers.delete(changed); }; },
    onTick(tick) { ticks.add(tick); return () => { ticks.delete(tick); }; },
  };
  return {
    env,
    async advance(ms) {
      const end = now + ms;
      await settle();
      for (;;) {
        const due = [...timers.entries()].sort((a, b) => a[1].at - b[1].at)[0];
        const at = Math.min(due?.[1].at ?? Infinity, nextTick);
        if (at > end) break;
        now = at;
        if (due && due[1].at === at) { timers.delete(due[0]); due[1].run(); } else { nextTick += tickMs; for (const t of [...ticks]) t(now); }
        await settle();
      }
      now = end;
    },
    setShown(value) { shown = value; for (const w of [...watchers]) w(value); },
  };
}
