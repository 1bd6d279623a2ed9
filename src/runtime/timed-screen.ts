/**
 * Runs what a screen declares about time while it is open: its timers (checked on each tick of the
 * one clock, each firing once per visit) and its polls (a source read until its `until` rule holds
 * over the answer, or its time runs out). What they do is ordinary actions through the ActionHost.
 */
import { runActions, type ActionHost } from './actions';
import { applyTemplate, holds } from './logic';
import { startPoll, pollPlanOf, type PollEnv } from './poll';
import { dueTimers, outcomeActions, screenTimers, type Poll } from './screen-time';
import { valueAt } from './session';
import { parsedAnswer, sourceRequest } from './sources';
import type { JsonValue, Screen } from './types';

export interface TimeEnv extends PollEnv {
  /** Calls back on each tick of the clock with its time; returns what stops listening. */
  onTick(tick: (now: number) => void): () => void;
}

/** One read of a poll's source, its request built from the state; the picked (and parsed) answer. */
export async function readPolled(host: ActionHost, poll: Pick<Poll, 'source' | 'input'>): Promise<JsonValue> {
  const snapshot = host.snapshot();
  const input = poll.input === undefined ? {} : (applyTemplate(poll.input, snapshot) as JsonValue);
  const request = sourceRequest(host.model(), poll.source, host.snapshot(input));
  if (!request) throw new Error(`unknown source '${poll.source}'`);
  const answer = await host.request(request.op, request.input);
  return (parsedAnswer(request, request.pick ? valueAt(answer, request.pick) : answer) ?? null) as JsonValue;
}

function runPoll(host: ActionHost, env: PollEnv, poll: Poll): () => void {
  return startPoll(pollPlanOf(poll), env, {
    read: () => readPolled(host, poll),
    answered(answer) {
      const value = (answer ?? null) as JsonValue;
      if (poll.store !== undefined) host.set(poll.store, value);
      if (!holds(poll.until, host.snapshot(value))) return 'again';
      void runActions(host, outcomeActions(poll));
      return 'final';
    },
    // A read that failed (the network, a 5xx) is asked again after the next wait.
    failed(err) { console.warn(`[poll ${poll.id}]`, err); return 'again'; },
    timedOut() { void runActions(host, outcomeActions(poll.timeout)); },
  });
}

/** Starts the screen's timers and polls; returns what stops them all (the screen closed). */
export function startTimedScreen(screen: Pick<Screen, 'timers' | 'polls'> & { blocks?: Screen['blocks'] }, host: ActionHost, env: TimeEnv): () => void {
  const openedAt = env.now();
  const timers = screenTimers(screen);
  const fired = new Set<string>();
  let closed = false;
  const check = (now: number): void => {
    if (closed) return;
    for (const timer of dueTimers(timers, fired, openedAt, now, host.snapshot())) {
      fired.add(timer.id);
      void runActions(host, outcomeActions(timer));
    }
  };
  // Checked on the clock's ticks, the first a second after arrival: an instant the screen's entry
  // actions write is read as they wrote it, not as an earlier visit left it.
  const stops = [env.onTick(check), ...(screen.polls ?? []).map((p) => runPoll(host, env, p))];
  return () => { closed = true; for (const stop of stops) stop(); };
}
