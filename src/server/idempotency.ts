// Idempotent operations (`idempotent: true` in src/contracts): a request carrying an
// Idempotency-Key is done once. The key is claimed in the very transaction that does the work and
// the answer is stored there too, so the work and its record commit or vanish together: a retry
// after a lost answer gets the first answer, a concurrent twin waits for the first to commit
// (PostgreSQL blocks on the key's primary key) and then gets its answer, and a request that failed
// left nothing behind, so its retry runs afresh. Only successful answers are kept.
import { createHash } from 'node:crypto';
import type { Db, Queryable } from './db/types';
import { DomainError } from './errors';

/** Runs `work` in one transaction; what the caller's transaction would be without a key. */
export type TxRunner = <T>(work: (q: Queryable) => Promise<T>) => Promise<T>;

export interface IdempotentRequest {
  operation: string;
  /** The Idempotency-Key header; undefined = no key, the work simply runs. */
  key: string | undefined;
  /** What the key must always come with (the validated request parts). */
  request: unknown;
  now: Date;
}

/** How long a key is kept: a retry after a lost answer comes within minutes; a day is ample. */
export const KEY_RETENTION_MS = 24 * 60 * 60 * 1000;
/** Keys past retention removed by each new claim: bounded work per request, yet the table cannot grow without end. */
const PURGE_BATCH = 50;

const hashOf = (request: unknown): string => createHash('sha256').update(JSON.stringify(request) ?? '').digest('hex');

/**
 * The transaction runner of one request: with a key seen before, the stored answer (the work does
 * not run); the same key with another request is 422; otherwise the work runs and its answer is kept.
 * The stored answer is what this operation's work returned, so it is returned as that type.
 */
export function idempotentTx(db: Db, req: IdempotentRequest): TxRunner {
  const { key } = req;
  if (key === undefined) return (work) => db.tx(work);
  const hash = hashOf(req.request);
  return <T>(work: (q: Queryable) => Promise<T>) => db.tx(async (q): Promise<T> => {
    const claimed = await q.query(
      `INSERT INTO idempotency_keys (operation, key, request_hash, created_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (operation, key) DO NOTHING RETURNING key`,
      [req.operation, key, hash, req.now],
    );
    if (claimed.length === 0) {
      const [seen] = await q.query<{ request_hash: string; response: T }>(
        'SELECT request_hash, response FROM idempotency_keys WHERE operation = $1 AND key = $2', [req.operation, key],
      );
      if (!seen || seen.request_hash !== hash) throw new DomainError(422, 422, 'This Idempotency-Key was used for another request');
      return seen.response;
    }
    // SKIP LOCKED: concurrent claimers never wait on each other's purge.
    await q.query(
      `DELETE FROM idempotency_keys WHERE (operation, key) IN (
         SELECT operation, key FROM idempotency_keys WHERE created_at < $1 LIMIT ${PURGE_BATCH} FOR UPDATE SKIP LOCKED)`,
      [new Date(req.now.getTime() - KEY_RETENTION_MS)],
    );
    const answer = await work(q);
    await q.query('UPDATE idempotency_keys SET response = $3 WHERE operation = $1 AND key = $2', [req.operation, key, JSON.stringify(answer)]);
    return answer;
  });
}
