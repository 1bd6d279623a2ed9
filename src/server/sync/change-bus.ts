// Tells the other shop processes on the same database what this one changed: NOTIFY on a channel
// per schema (database-wide, so the schema is in its name), LISTEN on a connection of its own.
// Each process applies its own changes itself, so messages it sent are ignored when they come back.
// With PGlite there is one process: nothing to tell, and the bus is silent.
import { randomBytes } from 'node:crypto';
import type { Db, Queryable } from '../db/types';

/** lake: a committed lake transaction ({ tx }); cache: a read cache to drop ({ name }). */
export type Topic = 'lake' | 'cache';
type Handler = (data: Record<string, unknown>) => void;

export interface ChangeBus {
  /** With `q` (a transaction), the message goes out only if that transaction commits. */
  publish(topic: Topic, data: Record<string, unknown>, q?: Queryable): Promise<void>;
  subscribe(topic: Topic, fn: Handler): () => void;
  /** After a lost connection: messages may have been missed, re-read everything kept. */
  onResync(fn: () => void): () => void;
  close(): Promise<void>;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export async function openChangeBus(db: Db): Promise<ChangeBus> {
  const origin = randomBytes(8).toString('hex');
  const handlers = new Map<Topic, Set<Handler>>();
  const resyncs = new Set<() => void>();
  // The schema the pool actually uses (DB_SCHEMA, or a test's throw-away schema).
  const channel = db.listen ? `shop_changes_${(await db.query<{ s: string }>('SELECT current_schema() AS s'))[0]?.s ?? 'public'}` : '';
  const deliver = (payload: string): void => {
    let msg: unknown;
    try { msg = JSON.parse(payload); } catch { return; }
    if (!isRecord(msg) || msg.o === origin || (msg.t !== 'lake' && msg.t !== 'cache') || !isRecord(msg.d)) return;
    for (const fn of handlers.get(msg.t) ?? []) fn(msg.d);
  };
  const unlisten = db.listen ? await db.listen(channel, deliver, () => { for (const fn of resyncs) fn(); }) : undefined;
  return {
    async publish(topic, data, q) {
      if (!unlisten) return;
      await (q ?? db).query('SELECT pg_notify($1, $2)', [channel, JSON.stringify({ o: origin, t: topic, d: data })]);
    },
    subscribe(topic, fn) {
      const set = handlers.get(topic) ?? new Set<Handler>();
      handlers.set(topic, set);
      set.add(fn);
      return () => set.delete(fn);
    },
    onResync(fn) {
      resyncs.add(fn);
      return () => resyncs.delete(fn);
    },
    async close() {
      handlers.clear();
      resyncs.clear();
      await unlisten?.();
    },
  };
}
