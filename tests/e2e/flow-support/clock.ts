// The expiries a step's rules read (`time.<name>.over`): made by the page's clock, which the test installed
// (Playwright's) and the shop's one clock ticks on (src/state/clock-model.ts). The snapshot a rule sees is
// the session plus `now` and the step's expiries as the runtime computes them (src/runtime/screen-time.ts).
import type { Page } from '@playwright/test';
import type { Assignment } from '../../../scripts/gen-flow-tests/conditions';
import { clockPart } from '../../../scripts/gen-flow-tests/time-edges';
import type { Hop, JourneyPlan } from '../../../scripts/gen-flow-tests/plan';
import { expiryViews, timeRoot } from '../../../src/runtime/screen-time';
import { TICK_MS } from '../../../src/state/clock-model';
import { readState, type Snapshot } from './state';

/** Past an instant by more than a tick of the shop's clock. */
export const PAST_MS = TICK_MS + 500;

/** The snapshot the step's rules see now: the stored session, the page's `now` and the step's expiries. */
export async function snapshotNow(page: Page, plan: JourneyPlan, hop: Pick<Hop, 'expiries'>): Promise<Snapshot> {
  const now = await page.evaluate(() => Date.now());
  const base = { ...(await readState(page, plan.sessionKey)), now };
  if (!hop.expiries) return base;
  const expiries = Object.fromEntries(Object.entries(hop.expiries).map(([name, at]) => [name, { at }]));
  return { ...base, time: timeRoot(expiryViews(expiries, base, now)) };
}

/** The witness without what the clock makes (the part the session can be given). */
export const statePart = (witness: Assignment): Assignment => {
  const clock = clockPart(witness);
  return Object.fromEntries(Object.entries(witness).filter(([k]) => !(k in clock)));
};

/**
 * Moves the page's clock on until each expiry the witness reads as over is over (one not over must not be
 * yet: the clock does not go back for it). Returns the page's time before the move, to set it back with.
 */
export async function clockMakes(page: Page, plan: JourneyPlan, hop: Pick<Hop, 'id' | 'expiries'>, witness: Assignment): Promise<number> {
  const snapshot = await snapshotNow(page, plan, hop);
  const now = snapshot.now as number;
  const views = (snapshot.time ?? {}) as Record<string, { at: number | null; over: boolean }>;
  let ms = 0;
  for (const [key, value] of Object.entries(clockPart(witness))) {
    const name = key.split('.')[1] ?? '';
    const view = views[name];
    const over = Boolean(value);
    if (!view || view.at === null) throw new Error(`step ${hop.id}: the instant of expiry ${name} is not in the state`);
    if (view.over === over) continue;
    if (!over) throw new Error(`step ${hop.id}: expiry ${name} is over already, and the clock does not go back for it`);
    ms = Math.max(ms, view.at - now + PAST_MS);
  }
  if (ms > 0) await page.clock.fastForward(ms);
  return now;
}

/** Sets the page's clock back (as a probe puts the state back) and lets the shop's clock tick on it. */
export async function clockBack(page: Page, to: number): Promise<void> {
  await page.clock.setSystemTime(to);
  await page.clock.fastForward(TICK_MS);
}
