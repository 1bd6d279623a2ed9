// The lake's documents: PostgreSQL/PGlite is the record (documents, every revision, assets), and
// this process keeps all current documents in memory so queries never touch SQL.
// One process owns the lake: with several processes on one PostgreSQL, LISTEN/NOTIFY on each
// transaction would be the next step to refresh the other processes' copies (not built).
import type { Db } from '../db/types';
import { newTransactionId } from './ids';
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

export class LakeStore {
  private docs: Map<string, LakeDocument> | undefined;
  private loading: Promise<Map<string, LakeDocument>> | undefined;
  private views = new Map<Perspective, View>();
  private queue: Promise<unknown> = Promise.resolve();
  private listeners = new Set<Listener>();
  /** Bumped on every commit: query caches key on it. */
  generation = 0;

  constructor(private readonly db: Db, private readonly now: () => Date = () => new Date()) {}

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
    return () => this.listeners.delete(fn);
  }

  /** One transaction: planned in memory, written in one SQL transaction, then published. Serialised. */
  transact(mutations: Mutation[], author: string, transactionId?: string, dryRun = false): Promise<TransactionOutcome> {
    const run = async (): Promise<TransactionOutcome> => {
      const docs = await this.all();
      const txId = transactionId ?? newTransactionId();
      const timestamp = this.now().toISOString();
      const plan = planTransaction(mutations, (id) => docs.get(id), txId, timestamp);
      if (dryRun) return { transactionId: txId, timestamp, results: plan.results, changes: plan.changes };
      if (plan.changes.length > 0) {
        await this.db.tx(async (q) => {
          for (const ch of plan.changes) {
            if (ch.next) {
              await q.query(
                `INSERT INTO lake_documents (id, type, rev, body, created_at, updated_at) VALUES ($1, $2, $3, $4::jsonb, $5, $6)
                 ON CONFLICT (id) DO UPDATE SET type = EXCLUDED.type, rev = EXCLUDED.rev, body = EXCLUDED.body, updated_at = EXCLUDED.updated_at`,
                [ch.id, ch.next._type, txId, JSON.stringify(ch.next), ch.next._createdAt, timestamp],
              );
            } else {
              await q.query('DELETE FROM lake_documents WHERE id = $1', [ch.id]);
            }
            await q.query(
              `INSERT INTO lake_revisions (transaction_id, document_id, rev, body, operation, author, at) VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7)`,
              [txId, ch.id, ch.next ? txId : null, ch.next ? JSON.stringify(ch.next) : null, ch.next ? (ch.previous ? 'update' : 'create') : 'delete', author, timestamp],
            );
          }
        });
        for (const ch of plan.changes) {
          if (ch.next) docs.set(ch.id, ch.next);
          else docs.delete(ch.id);
        }
        this.views.clear();
        this.generation += 1;
      }
      const outcome = { transactionId: txId, timestamp, results: plan.results, changes: plan.changes };
      if (plan.changes.length > 0) for (const fn of this.listeners) fn(outcome, author);
      return outcome;
    };
    const next = this.queue.then(run, run);
    this.queue = next.catch(() => undefined);
    return next;
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
