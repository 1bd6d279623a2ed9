/**
 * Time as definitions declare it on a screen: durations ("30s"), instants read from the state, the
 * expiries rules read as `time.<name>` and the timers that fire while the screen is open. Pure
 * functions of a `now` the caller passes, so one clock (src/state/clock-model.ts) drives them all
 * and a test controls it.
 */
import { applyRule } from './logic';
import type { Action, JsonValue, Screen } from './types';

export type Timer = NonNullable<Screen['timers']>[number];
export type Poll = NonNullable<Screen['polls']>[number];
export type Expiries = NonNullable<Screen['expiries']>;
/** What a timer or a poll does: open a target or run actions. */
export interface Outcome { to?: string; actions?: readonly Action[] }

/** The snapshot root expiries are read under (`time.<name>.over`, `time.<name>.left`). */
export { TIME_ROOT } from '../definitions/core-state';

const UNIT_MS: Readonly<Record<string, number>> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/** A duration text in milliseconds ("30s" -> 30000); null when it is not one. */
export function durationMs(text: unknown): number | null {
  if (typeof text !== 'string') return null;
  const m = /^([1-9][0-9]{0,6})(ms|s|m|h)$/.exec(text);
  return m ? Number(m[1]) * (UNIT_MS[m[2] ?? ''] ?? 0) : null;
}

/** An instant as the state holds one: epoch milliseconds or a date-time text; null otherwise. */
export function instantOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? value : null;
  if (typeof value !== 'string' || value === '') return null;
  const ms = Date.parse(value);
  return Number.isFinite(ms) ? ms : null;
}

/** An expiry as rules read it: the instant (null while the state holds none), whole seconds to go, and whether it passed. */
export interface ExpiryView { at: number | null; left: number; over: boolean }

export function expiryView(at: number | null, now: number): ExpiryView {
  if (at === null) return { at: null, left: 0, over: false };
  const left = Math.max(0, Math.ceil((at - now) / 1000));
  return { at, left, over: at <= now };
}

/** Every expiry of a screen at `now`, read from the snapshot. */
export function expiryViews(expiries: Expiries | undefined, snapshot: object, now: number): Record<string, ExpiryView> {
  const out: Record<string, ExpiryView> = {};
  for (const [name, e] of Object.entries(expiries ?? {})) out[name] = expiryView(instantOf(applyRule(e.at, snapshot)), now);
  return out;
}

/** The snapshot's `time` root as a JSON value (what rules see). */
export function timeRoot(views: Readonly<Record<string, ExpiryView>>): JsonValue {
  return Object.fromEntries(Object.entries(views).map(([k, v]) => [k, { at: v.at, left: v.left, over: v.over }]));
}

/** When a timer is due (epoch ms), for a screen opened at `openedAt`; null while its instant is not in the state. */
export function timerDueAt(timer: Pick<Timer, 'after'>, openedAt: number, snapshot: object): number | null {
  if (typeof timer.after === 'string') {
    const ms = durationMs(timer.after);
    return ms === null ? null : openedAt + ms;
  }
  return instantOf(applyRule(timer.after.at, snapshot));
}

/** The actions an outcome runs: its target opened, or its own actions. */
export function outcomeActions(outcome: Outcome | undefined): readonly Action[] {
  if (!outcome) return [];
  if (outcome.to !== undefined) return [{ do: 'navigate', to: outcome.to }];
  return outcome.actions ?? [];
}

/** A screen's timers: its own, then its blocks' (a block's timer runs with the screen's, on its clock). */
export function screenTimers(screen: Pick<Screen, 'timers'> & { blocks?: Pick<Screen['blocks'][number], 'timers'>[] }): Timer[] {
  return [...(screen.timers ?? []), ...(screen.blocks ?? []).flatMap((b) => b.timers ?? [])];
}

/** Whether a screen declares anything that depends on the clock (then the clock ticks while it is open). */
export const keepsTime = (screen: (Pick<Screen, 'timers' | 'expiries' | 'polls'> & { blocks?: Pick<Screen['blocks'][number], 'timers'>[] }) | undefined): boolean =>
  Boolean(screen && (screenTimers(screen).length > 0 || Object.keys(screen.expiries ?? {}).length > 0 || (screen.polls?.length ?? 0) > 0));

/**
 * The timers due at `now` that have not fired yet on this visit, in their order. The caller records
 * them as fired: each timer fires once per visit of the screen.
 */
export function dueTimers(timers: readonly Timer[] | undefined, fired: ReadonlySet<string>, openedAt: number, now: number, snapshot: object): Timer[] {
  return (timers ?? []).filter((t) => {
    if (fired.has(t.id)) return false;
    const at = timerDueAt(t, openedAt, snapshot);
    return at !== null && at <= now;
  });
}
