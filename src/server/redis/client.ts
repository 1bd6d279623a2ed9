// The Redis connection of one process (REDIS_URL): shared rate limits and short-lived caches.
// Every key gets the prefix of the data it belongs to, so several shops (or test schemas) can use
// one Redis without reading each other's counters.
import { Redis } from 'ioredis';
import type { Db } from '../db/types';

/**
 * `shop:<database>:<schema>:` on PostgreSQL (processes on one schema share their keys); on PGlite
 * each process has a database of its own, so its keys are its own too.
 */
export async function redisKeyPrefix(db: Db): Promise<string> {
  if (db.kind === 'pglite') return `shop:pglite:${process.pid}-${Math.random().toString(36).slice(2, 10)}:`;
  const rows = await db.query<{ d: string; s: string }>('SELECT current_database() AS d, current_schema() AS s');
  return `shop:${rows[0]?.d ?? 'db'}:${rows[0]?.s ?? 'public'}:`;
}

export function openRedis(url: string, keyPrefix: string): Redis {
  // A request waits at most a couple of retries for Redis instead of queueing forever.
  return new Redis(url, { keyPrefix, maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
}
