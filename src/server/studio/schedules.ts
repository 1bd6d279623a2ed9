// The schedule table (migration 77): which draft is to be published when, and how that went. Claiming
// is one conditional UPDATE ... RETURNING over rows picked with FOR UPDATE SKIP LOCKED, so of several
// processes running the due check at once exactly one gets each schedule.
import type { Queryable } from '../db/types';
import type { StudioIssue } from './content-checks';

export type ScheduleStatus = 'scheduled' | 'publishing' | 'published' | 'failed' | 'cancelled';

export interface Schedule {
  id: string;
  documentId: string;
  docType: string;
  publishAt: string;
  status: ScheduleStatus;
  /** Why it failed: the publish checks' issues (each with its words in both languages). */
  reason: StudioIssue[] | null;
  createdAt: string;
  doneAt: string | null;
  /** Who scheduled it (the publish at that time is recorded as theirs); null for schedules made before accounts. */
  author: string | null;
}

interface Row {
  id: string | number; document_id: string; doc_type: string; publish_at: Date | string; status: ScheduleStatus;
  reason: StudioIssue[] | string | null; created_at: Date | string; done_at: Date | string | null; author: string | null;
}

const iso = (v: Date | string): string => new Date(v).toISOString();
const COLUMNS = 'id, document_id, doc_type, publish_at, status, reason, created_at, done_at, author';

function toSchedule(r: Row): Schedule {
  const reason = typeof r.reason === 'string' ? (JSON.parse(r.reason) as StudioIssue[]) : r.reason;
  return {
    id: String(r.id), documentId: r.document_id, docType: r.doc_type, publishAt: iso(r.publish_at), status: r.status,
    reason, createdAt: iso(r.created_at), doneAt: r.done_at === null ? null : iso(r.done_at), author: r.author ?? null,
  };
}

/** A claim older than this is taken to belong to a process that died while publishing. */
export const STALE_CLAIM_MS = 5 * 60_000;
const CLAIM_BATCH = 20;

/** Schedules `documentId`; null when it already has a pending one (the caller says so). */
export async function addSchedule(q: Queryable, documentId: string, docType: string, at: Date, now: Date, author?: string): Promise<Schedule | null> {
  const rows = await q.query<Row>(
    `INSERT INTO studio_schedules (document_id, doc_type, publish_at, status, created_at, author) VALUES ($1, $2, $3, 'scheduled', $4, $5)
     ON CONFLICT (document_id) WHERE status IN ('scheduled', 'publishing') DO NOTHING RETURNING ${COLUMNS}`,
    [documentId, docType, at.toISOString(), now.toISOString(), author ?? null],
  );
  return rows[0] ? toSchedule(rows[0]) : null;
}

/** Cancels the pending schedule of a document (one not yet claimed); null when there is none. */
export async function cancelSchedule(q: Queryable, documentId: string, now: Date): Promise<Schedule | null> {
  const rows = await q.query<Row>(
    `UPDATE studio_schedules SET status = 'cancelled', done_at = $2 WHERE document_id = $1 AND status = 'scheduled' RETURNING ${COLUMNS}`,
    [documentId, now.toISOString()],
  );
  return rows[0] ? toSchedule(rows[0]) : null;
}

/**
 * What the studio shows: every pending schedule, and each document's latest finished one when it
 * failed (so the failure stays visible until the document is scheduled again). `documentId` narrows it.
 */
export async function listSchedules(q: Queryable, documentId?: string): Promise<Schedule[]> {
  const rows = await q.query<Row>(
    `SELECT ${COLUMNS} FROM (
       SELECT DISTINCT ON (document_id) ${COLUMNS} FROM studio_schedules
       WHERE ($1::text IS NULL OR document_id = $1) ORDER BY document_id, created_at DESC, id DESC
     ) latest WHERE status IN ('scheduled', 'publishing', 'failed') ORDER BY publish_at, document_id`,
    [documentId ?? null],
  );
  return rows.map(toSchedule);
}

/** Takes the due schedules for this process: each row moves to 'publishing' for exactly one claimer. */
export async function claimDue(q: Queryable, now: Date): Promise<Schedule[]> {
  const rows = await q.query<Row>(
    `UPDATE studio_schedules SET status = 'publishing', claimed_at = $1
     WHERE id IN (
       SELECT id FROM studio_schedules
       WHERE (status = 'scheduled' AND publish_at <= $1) OR (status = 'publishing' AND claimed_at < $2)
       ORDER BY publish_at LIMIT ${CLAIM_BATCH} FOR UPDATE SKIP LOCKED)
     AND (status = 'scheduled' OR (status = 'publishing' AND claimed_at < $2))
     RETURNING ${COLUMNS}`,
    [now.toISOString(), new Date(now.getTime() - STALE_CLAIM_MS).toISOString()],
  );
  return rows.map(toSchedule);
}

/** Records how a claimed schedule ended. */
export async function finishSchedule(q: Queryable, id: string, status: 'published' | 'failed', reason: StudioIssue[] | null, now: Date): Promise<void> {
  await q.query(
    `UPDATE studio_schedules SET status = $2, reason = $3, done_at = $4 WHERE id = $1 AND status = 'publishing'`,
    [id, status, reason === null ? null : JSON.stringify(reason), now.toISOString()],
  );
}

/** The earliest pending publish time (the server's timer sleeps until then), or null. */
export async function nextDue(q: Queryable): Promise<Date | null> {
  const rows = await q.query<{ at: Date | string | null }>(`SELECT min(publish_at) AS at FROM studio_schedules WHERE status = 'scheduled'`);
  const at = rows[0]?.at;
  return at ? new Date(at) : null;
}
