// The lake's documents: PostgreSQL/PGlite is the record (documents, every revision, assets), and
// each process keeps all current documents in memory so queries never touch SQL.
// Several processes on one PostgreSQL: a transaction locks and re-reads the documents it names
// before planning (so ifRevisionID is checked against the stored revision) and writes conditionally
// on the revision it planned on; every commit is announced on the change bus, and the other
// processes re-read the documents it touched and tell their own listeners, as if they had made it.
import type { Db, Queryable } from '../db/types';
import type { ChangeBus } from '../sync/change-bus';
import { draftId, isDraftId, newTransactionId, publishedId } from './ids';
import { planTransaction } from './mutate';
import type { DocumentChange, LakeDocument, Mutation, MutationResult, Perspective } from './types';
import { buildView, type View } from './views';

export interface TransactionOutcome {
  transactionId: string;
  timestamp: string;
  results: MutationResult[];
  changes: DocumentChange[];
}

export interface RevisionInfo {
  rev: string;
  transactionId: string;
  timestamp: string;
  operation: string;
  author?: string;
}

type Listener = (outcome: TransactionOutcome, author: string) => void;

/** Judges a planned transaction; `stored` reads a document as committed (locked when the transaction names it). */
export type Authorize = (changes: readonly DocumentChange[], stored: (id: string) => LakeDocument | undefined) => void;

/** A conditional write found the stored revision moved on: re-read and plan again. */
class StaleCopy extends Error {}

const MAX_ATTEMPTS = 5;
/** How many transaction ids catchUp remembers as taken in. */
const SEEN_KEPT = 2000;

/** The ids a transaction names (what to re-read when the copy of them may be stale). */
function namedIds(mutations: Mutation[]): string[] {
  return mutations.flatMap((m) => {
    if ('delete' in m) return [m.delete.id];
    if ('patch' in m) return m.patch.id ? [m.patch.id] : [];
    const input = 'create' in m ? m.create : 'createOrReplace' in m ? m.createOrReplace : m.createIfNotExists;
    return typeof input._id === 'string' ? [input._id] : [];
  });
}

async function writeChange(q: Queryable, ch: DocumentChange, txId: string, timestamp: string, author: string): Promise<void> {
  let written: unknown[];
  if (ch.next && ch.previous) {
    written = await q.query(
      `UPDATE lake_documents SET type = $2, rev = $3, body = $4::jsonb, updated_at = $5 WHERE id = $1 AND rev = $6 RETURNING id`,
      [ch.id, ch.next._type, txId, JSON.stringify(ch.next), timestamp, ch.previous._rev]);
  } else if (ch.next) {
    written = await q.query(
      `INSERT INTO lake_documents (id, type, rev, body, created_at, updated_at) VALUES ($1, $2, $3, $4::jsonb, $5, $6)
       ON CONFLICT (id) DO NOTHING RETURNING id`,
      [ch.id, ch.next._type, txId, JSON.stringify(ch.next), ch.next._createdAt, timestamp]);
  } else {
    written = await q.query('DELETE FROM lake_documents WHERE id = $1 AND rev = $2 RETURNING id', [ch.id, ch.previous?._rev ?? '']);
  }
  if (written.length === 0) throw new StaleCopy(ch.id);
  await q.query(
    `INSERT INTO lake_revisions (transaction_id, document_id, rev, body, operation, author, at) VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7)`,
    [txId, ch.id, ch.next ? txId : null, ch.next ? JSON.stringify(ch.next) : null, ch.next ? (ch.previous ? 'update' : 'create') : 'delete', author, timestamp],
  );
}

export class LakeStore {
  private docs: Map<string, LakeDocument> | undefined;
  private loading: Promise<Map<string, LakeDocument>> | undefined;
  private views = new Map<Perspective, View>();
  private queue: Promise<unknown> = Promise.resolve();
  private listeners = new Set<Listener>();
  /** Bumped on every change (own or another process's): query caches key on it. */
  generation = 0;
  /** The transactions this copy has taken in lately (own and others'), oldest first: what catchUp knows. */
  private readonly seen = new Set<string>();

  constructor(private readonly db: Db, private readonly now: () => Date = () => new Date(), private readonly bus?: ChangeBus) {
    bus?.subscribe('lake', (d) => { if (typeof d.tx === 'string') void this.refreshTransaction(d.tx); });
    bus?.onResync(() => void this.resync());
  }

  private async all(): Promise<Map<string, LakeDocument>> {
    if (this.docs) return this.docs;
    this.loading ??= this.db.query<{ body: LakeDocument }>('SELECT body FROM lake_documents').then((rows) => {
      this.docs = new Map(rows.map((r) => [r.body._id, r.body]));
      return this.docs;
    });
    return this.loading;
  }

  async view(perspective: Perspective): Promise<View> {
    const docs = await this.all();
    let v = this.views.get(perspective);
    if (!v) {
      v = buildView(docs.values(), perspective);
      this.views.set(perspective, v);
    }
    return v;
  }

  async get(id: string): Promise<LakeDocument | undefined> {
    return (await this.all()).get(id);
  }

  onCommit(fn: Listener): () => void {
    this.listeners.add(fn);
    // Another process's commits are told by comparing with the copy: a listener needs one.
    void this.all().catch(() => undefined);
    return () => this.listeners.delete(fn);
  }

  /** Runs jobs one at a time: transactions and refreshes never interleave. */
  private serial<T>(run: () => Promise<T>): Promise<T> {
    const next = this.queue.then(run, run);
    this.queue = next.catch(() => undefined);
    return next;
  }

  private changed(outcomes: Array<{ outcome: TransactionOutcome; author: string }>): void {
    this.views.clear();
    this.generation += 1;
    for (const { outcome } of outcomes) this.saw(outcome.transactionId);
    for (const { outcome, author } of outcomes) for (const fn of this.listeners) fn(outcome, author);
  }

  /**
   * One transaction: planned in memory, written in one SQL transaction (conditionally), then published.
   * `authorize` judges the plan (each document as stored before and as it will be stored after the whole
   * transaction, with the documents it names locked): what it throws refuses the transaction, dry run or not.
   */
  transact(mutations: Mutation[], author: string, transactionId?: string, dryRun = false, authorize?: Authorize): Promise<TransactionOutcome> {
    return this.serial(async () => {
      const docs = await this.all();
      const txId = transactionId ?? newTransactionId();
      const timestamp = this.now().toISOString();
      for (let attempt = 1; ; attempt += 1) {
        let outcome: TransactionOutcome;
        try {
          outcome = await this.db.tx(async (q) => {
            // The documents it names, locked and as stored now (one indexed read; writes are rare):
            // the plan's checks (ifRevisionID, exists, not found) see what another process wrote, and
            // nobody changes them before this transaction ends.
            // Their drafts' or published counterparts too: the role check reads their types.
            const named = namedIds(mutations);
            await this.reload([...named, ...named.map((id) => (isDraftId(id) ? publishedId(id) : draftId(id)))], q);
            const plan = planTransaction(mutations, (id) => docs.get(id), txId, timestamp);
            authorize?.(plan.changes, (id) => docs.get(id));
            const planned = { transactionId: txId, timestamp, results: plan.results, changes: plan.changes };
            if (dryRun || plan.changes.length === 0) return planned;
            // Still conditional on the revision planned on: a document the lock did not cover (a
            // concurrent create of the same id) is caught here.
            for (const ch of plan.changes) await writeChange(q, ch, txId, timestamp, author);
            await this.bus?.publish('lake', { tx: txId }, q);
            return planned;
          });
        } catch (err) {
          if (!(err instanceof StaleCopy) || attempt >= MAX_ATTEMPTS) throw err;
          continue;
        }
        if (dryRun || outcome.changes.length === 0) return outcome;
        for (const ch of outcome.changes) {
          if (ch.next) docs.set(ch.id, ch.next);
          else docs.delete(ch.id);
        }
        this.changed([{ outcome, author }]);
        return outcome;
      }
    });
  }

  private saw(txId: string): void {
    this.seen.add(txId);
    // Enough for the seconds a notification can lag behind a write; the oldest go first.
    if (this.seen.size > SEEN_KEPT) for (const old of this.seen) { this.seen.delete(old); if (this.seen.size <= SEEN_KEPT) break; }
  }

  /** Another process committed `txId`: re-read the documents it touched. */
  refreshTransaction(txId: string): Promise<number> {
    return this.serial(async () => {
      if (!this.docs) return 0;
      const rows = await this.db.query<{ document_id: string }>('SELECT DISTINCT document_id FROM lake_revisions WHERE transaction_id = $1', [txId]);
      const changed = await this.reload(rows.map((r) => r.document_id));
      // Read through: whatever this copy held of it, it now holds the transaction (or what came after).
      if (rows.length > 0) this.saw(txId);
      return changed;
    });
  }

  /**
   * Read-your-writes across processes: a caller that names a transaction (its own write, made through
   * any process) is answered only once this copy holds it. Unknown here, it is read through from the
   * database at once rather than waiting for the change bus; an id the database does not know either
   * (a typo, a write to another lake) costs one indexed read and changes nothing.
   */
  async catchUp(txId: string): Promise<void> {
    if (this.seen.has(txId)) return;
    await this.all();
    await this.refreshTransaction(txId);
  }

  /** Notifications may have been lost: compare every revision with the database. */
  resync(): Promise<number> {
    return this.serial(async () => {
      const docs = this.docs;
      if (!docs) return 0;
      const rows = await this.db.query<{ id: string; rev: string }>('SELECT id, rev FROM lake_documents');
      const stored = new Map(rows.map((r) => [r.id, r.rev]));
      const differ = [...new Set([...stored.keys(), ...docs.keys()])].filter((id) => stored.get(id) !== docs.get(id)?._rev);
      return this.reload(differ);
    });
  }

  /**
   * Makes the copy of `ids` what the database holds, and tells the listeners what changed, one
   * outcome per transaction (from the latest revision row of each document). Returns how many changed.
   * With `lockIn` (a transaction), the rows stay locked until it ends.
   */
  private async reload(ids: string[], lockIn?: Queryable): Promise<number> {
    const docs = this.docs;
    if (!docs || ids.length === 0) return 0;
    const q = lockIn ?? this.db;
    const rows = await q.query<{ id: string; body: LakeDocument }>(
      `SELECT id, body FROM lake_documents WHERE id = ANY($1)${lockIn ? ' ORDER BY id FOR UPDATE' : ''}`, [ids]);
    const stored = new Map(rows.map((r) => [r.id, r.body]));
    const changes: DocumentChange[] = [];
    for (const id of new Set(ids)) {
      const previous = docs.get(id) ?? null;
      const next = stored.get(id) ?? null;
      if (previous?._rev === next?._rev) continue;
      changes.push({ id, previous, next, mutations: [] });
    }
    if (changes.length === 0) return 0;
    const meta = await q.query<{ document_id: string; transaction_id: string; author: string | null; at: Date | string }>(
      `SELECT DISTINCT ON (document_id) document_id, transaction_id, author, at FROM lake_revisions
       WHERE document_id = ANY($1) ORDER BY document_id, seq DESC`, [changes.map((c) => c.id)]);
    const metaOf = new Map(meta.map((m) => [m.document_id, m]));
    const byTx = new Map<string, { outcome: TransactionOutcome; author: string }>();
    for (const ch of changes) {
      if (ch.next) docs.set(ch.id, ch.next);
      else docs.delete(ch.id);
      const m = metaOf.get(ch.id);
      // The revisions keep results, not the mutations: the event carries the equivalent one.
      ch.mutations = [ch.next ? { createOrReplace: ch.next } : { delete: { id: ch.id } }];
      const txId = m?.transaction_id ?? ch.next?._rev ?? '';
      const entry = byTx.get(txId) ?? {
        outcome: { transactionId: txId, timestamp: m ? new Date(m.at).toISOString() : this.now().toISOString(), results: [], changes: [] },
        author: m?.author ?? 'unknown',
      };
      entry.outcome.changes.push(ch);
      entry.outcome.results.push({ id: ch.id, operation: ch.next ? (ch.previous ? 'update' : 'create') : 'delete', ...(ch.next ? { document: ch.next } : {}) });
      byTx.set(txId, entry);
    }
    this.changed([...byTx.values()]);
    return changes.length;
  }

  /** The document as it was after the given revision (transaction), or undefined. */
  async atRevision(id: string, rev: string): Promise<LakeDocument | null | undefined> {
    const rows = await this.db.query<{ body: LakeDocument | null }>(
      'SELECT body FROM lake_revisions WHERE document_id = $1 AND transaction_id = $2 ORDER BY seq DESC LIMIT 1', [id, rev]);
    return rows.length === 0 ? undefined : rows[0].body;
  }

  async revisions(id: string): Promise<RevisionInfo[]> {
    const rows = await this.db.query<{ transaction_id: string; operation: string; author: string | null; at: Date | string }>(
      'SELECT transaction_id, operation, author, at FROM lake_revisions WHERE document_id = $1 ORDER BY seq DESC', [id]);
    return rows.map((r) => ({
      rev: r.transaction_id, transactionId: r.transaction_id, operation: r.operation,
      timestamp: new Date(r.at).toISOString(), ...(r.author ? { author: r.author } : {}),
    }));
  }

  async putAsset(id: string, mime: string, bytes: Buffer): Promise<void> {
    await this.db.query('INSERT INTO lake_assets (id, mime, bytes) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING', [id, mime, bytes]);
  }

  async getAsset(id: string): Promise<{ mime: string; bytes: Buffer } | undefined> {
    const rows = await this.db.query<{ mime: string; bytes: Uint8Array }>('SELECT mime, bytes FROM lake_assets WHERE id = $1', [id]);
    const r = rows[0];
    return r ? { mime: r.mime, bytes: Buffer.from(r.bytes) } : undefined;
  }
}
