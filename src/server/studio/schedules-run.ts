// The due check of scheduled publishing: claim what is due (schedules.ts), publish each through the
// same path as the publish button (publish.ts), and record published or failed with the reason. The
// check is a plain function of the time (tests call it with their own clock); the server also runs
// it from a timer that wakes at the next due time, and at least every POLL_MS for schedules other
// processes added.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/types';
import type { StudioIssue } from './content-checks';
import { LakeError } from './lake';
import { publishDraft, type PublishDeps } from './publish';
import { claimDue, finishSchedule, nextDue, type Schedule } from './schedules';

export const POLL_MS = 15_000;

export interface ScheduleResult { schedule: Schedule; status: 'published' | 'failed'; reason: StudioIssue[] | null }

export interface ScheduleRunner {
  /** Publishes every schedule due at `now` that no other runner claimed; returns what this runner did. */
  runDueSchedules(now: Date): Promise<ScheduleResult[]>;
  /** Starts the timer (server only). */
  start(): void;
  /** Re-reads the next due time (a schedule was added or cancelled here). */
  rearm(): void;
  stop(): void;
}

const failure = (documentId: string, message: string, text: { id: string; en: string }): StudioIssue[] =>
  [{ file: documentId, pointer: '', message, text }];

async function publishOne(deps: PublishDeps, s: Schedule): Promise<{ status: 'published' | 'failed'; reason: StudioIssue[] | null }> {
  try {
    const outcome = await publishDraft(deps, s.documentId, s.author ? { author: s.author } : {});
    if (outcome.ok) return { status: 'published', reason: null };
    if (outcome.status === 400) return { status: 'failed', reason: outcome.issues };
    // Nobody's role is checked at publish time: the schedule was checked when it was made.
    if (outcome.status === 403) return { status: 'failed', reason: null };
    return { status: 'failed', reason: failure(s.documentId, outcome.message, outcome.text) };
  } catch (err) {
    const en = err instanceof LakeError && err.status === 409
      ? 'The draft changed while it was being published: check it and schedule it again.'
      : `The content store did not take the publish (${err instanceof Error ? err.message : String(err)}): schedule it again.`;
    const id = err instanceof LakeError && err.status === 409
      ? 'Draf berubah saat sedang diterbitkan: periksa lalu jadwalkan lagi.'
      : 'Penyimpanan konten tidak menerima penerbitan: jadwalkan lagi.';
    return { status: 'failed', reason: failure(s.documentId, en, { id, en }) };
  }
}

export function scheduleRunner(db: Db, deps: PublishDeps, now: () => Date, log?: FastifyBaseLogger): ScheduleRunner {
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let stopped = true;

  const runDueSchedules = async (at: Date): Promise<ScheduleResult[]> => {
    const claimed = await claimDue(db, at);
    const results: ScheduleResult[] = [];
    // One after another: each publish checks against the set the previous one left.
    for (const schedule of claimed) {
      const { status, reason } = await publishOne(deps, schedule);
      await finishSchedule(db, schedule.id, status, reason, now());
      if (status === 'failed') log?.warn({ documentId: schedule.documentId, reason }, 'scheduled publish failed');
      results.push({ schedule, status, reason });
    }
    return results;
  };

  const arm = async (): Promise<void> => {
    if (stopped) return;
    const next = await nextDue(db).catch(() => null);
    const wait = next === null ? POLL_MS : Math.min(POLL_MS, Math.max(0, next.getTime() - now().getTime()));
    clearTimeout(timer);
    timer = setTimeout(() => void tick(), wait);
    timer.unref();
  };

  const tick = async (): Promise<void> => {
    if (running || stopped) return;
    running = true;
    try { await runDueSchedules(now()); } catch (err) { log?.error({ err }, 'scheduled publishing: due check failed'); }
    finally { running = false; }
    await arm();
  };

  return {
    runDueSchedules,
    start() { if (!stopped) return; stopped = false; void arm(); },
    rearm() { if (!running) void arm(); },
    stop() { stopped = true; clearTimeout(timer); },
  };
}
