/**
 * Polling a source: read at once, then again after waits that grow by the back-off up to a ceiling,
 * until the caller says the answer is final or the time runs out. Nothing is read while the page is
 * hidden (a phone in a pocket asks nothing); shown again, it reads at once and goes on. The clock,
 * the page's visibility and the read come from the caller, so this stays free of the browser.
 */
import { durationMs, type Poll } from './screen-time';

export interface PollPlan {
  /** The wait before the second read. */
  everyMs: number;
  /** Each wait is the one before times this. */
  backoff: number;
  /** The longest wait. */
  maxMs: number;
  /** How long the poll may go on (from its start); null: until stopped. */
  forMs: number | null;
}

export const POLL_EVERY_MS = 2000;
export const POLL_MAX_MS = 30_000;

/** A declared poll's timing, with the defaults (2 s even waits, at most 30 s apart, no time limit). */
export function pollPlanOf(poll: Pick<Poll, 'every' | 'backoff' | 'maxEvery' | 'for'>): PollPlan {
  const everyMs = durationMs(poll.every) ?? POLL_EVERY_MS;
  return {
    everyMs, backoff: poll.backoff ?? 1, maxMs: Math.max(everyMs, durationMs(poll.maxEvery) ?? POLL_MAX_MS), forMs: durationMs(poll.for),
  };
}

/** The wait before read `n` (0: the first, at once). */
export function pollDelay(plan: PollPlan, n: number): number {
  if (n <= 0) return 0;
  return Math.min(plan.maxMs, Math.round(plan.everyMs * plan.backoff ** (n - 1)));
}

export interface PollEnv {
  now(): number;
  /** Runs `run` after `ms`; returns what cancels it. */
  later(run: () => void, ms: number): () => void;
  /** Whether the page is shown now. */
  shown(): boolean;
  /** Calls back on each change of the page's visibility; returns what stops watching. */
  watchShown(changed: (shown: boolean) => void): () => void;
}

/** What an answer or a failure means: ask again, or stop (the answer is final, or asking again is pointless). */
export type PollVerdict = 'again' | 'final';

export interface PollHandlers {
  read(signal: AbortSignal): Promise<unknown>;
  answered(answer: unknown): PollVerdict;
  failed(err: unknown): PollVerdict;
  /** The time limit passed before an answer was final. */
  timedOut?(): void;
}

const isAbort = (err: unknown): boolean => err instanceof DOMException && err.name === 'AbortError';

/** Starts polling; returns what stops it (a read in flight is aborted and its answer ignored). */
export function startPoll(plan: PollPlan, env: PollEnv, handlers: PollHandlers): () => void {
  const startedAt = env.now();
  let reads = 0;
  let stopped = false;
  let inFlight = false;
  // A read is due but the page is hidden: it waits for the page to be shown.
  let waiting = false;
  let cancel: (() => void) | null = null;
  let ctrl: AbortController | null = null;

  const stop = (): void => {
    stopped = true;
    cancel?.();
    cancel = null;
    ctrl?.abort();
    unwatch();
  };
  const deadline = (): number | null => (plan.forMs === null ? null : startedAt + plan.forMs);
  const schedule = (ms: number): void => {
    if (stopped) return;
    if (!env.shown()) { waiting = true; return; }
    waiting = false;
    const end = deadline();
    // The time limit is kept even while waiting a long back-off.
    const wait = end === null ? ms : Math.max(0, Math.min(ms, end - env.now()));
    cancel = env.later(() => { cancel = null; void tick(); }, wait);
  };
  const settle = (verdict: PollVerdict): void => {
    if (verdict === 'final') { stop(); return; }
    reads += 1;
    schedule(pollDelay(plan, reads));
  };
  const tick = async (): Promise<void> => {
    if (stopped) return;
    const end = deadline();
    if (end !== null && env.now() >= end) { stop(); handlers.timedOut?.(); return; }
    if (!env.shown()) { waiting = true; return; }
    inFlight = true;
    ctrl = new AbortController();
    let verdict: PollVerdict;
    try {
      const answer = await handlers.read(ctrl.signal);
      if (stopped) return;
      verdict = handlers.answered(answer);
    } catch (err) {
      if (stopped || isAbort(err)) return;
      verdict = handlers.failed(err);
    } finally {
      inFlight = false;
    }
    settle(verdict);
  };
  const unwatch = env.watchShown((shown) => {
    if (stopped) return;
    if (!shown) { cancel?.(); cancel = null; waiting = true; return; }
    // Shown again: read at once (what happened meanwhile is what the customer came back for).
    if (waiting && !inFlight) { waiting = false; cancel?.(); schedule(0); }
  });
  schedule(0);
  return stop;
}
