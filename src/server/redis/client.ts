// The Redis connection of one process (REDIS_URL): shared rate limits and short-lived caches.
// Every key gets the prefix of the data it belongs to, so several shops (or test schemas) can use
// one Redis without reading each other's counters.
import type { Redis } from 'ioredis';
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

/**
 * Connected (or not: the shop starts anyway and the client keeps reconnecting). While Redis is
 * unreachable commands fail at once instead of queueing, so requests go on without a shared limit
 * or cache rather than waiting for it.
 */
export async function openRedis(url: string, keyPrefix: string, onError: (err: unknown) => void): Promise<Redis> {
  // Loaded here: a process without REDIS_URL never loads the client (a shorter start).
  const { Redis: RedisClient } = await import('ioredis');
  const redis = new RedisClient(url, { keyPrefix, lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2000 });
  redis.on('error', onError);
  await redis.connect().catch(onError);
  return redis;
}

/** quit() waits for a reply a dead connection never gives. */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status === 'ready') await redis.quit().catch(() => undefined);
  else redis.disconnect();
}
