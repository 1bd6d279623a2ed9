// What several processes on one database share besides the database: a dropped read cache is
// dropped in every process (NOTIFY, or one generation in Redis), and with Redis the rate limit is
// one window per IP across processes. Two apps with their own buses stand for two processes.
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isCachedValue } from '../../src/server/cache';
import { sharedTakenNumbers } from '../../src/server/domains/numbers/taken-numbers';
import { readCaches } from '../../src/server/read-caches';
import { openRedis, redisKeyPrefix } from '../../src/server/redis/client';
import { openChangeBus, type ChangeBus } from '../../src/server/sync/change-bus';
import { makeApp, openTestDb, type TestDb } from './harness';

const pgUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const TTL = { catalogueSeconds: 60, searchSeconds: 60 };

let tdb: TestDb;
beforeAll(async () => { tdb = await openTestDb(100); }, 60_000);
afterAll(async () => {
  // Only this run's keys: its prefix names its own throw-away schema.
  if (redisUrl && pgUrl) {
    const raw = new Redis(redisUrl);
    const keys = await raw.keys(`${await redisKeyPrefix(tdb.db)}*`);
    if (keys.length > 0) await raw.del(...keys);
    await raw.quit();
  }
  await tdb.close();
});

/** Resolves when `bus` delivers the next message on `topic`. */
const nextMessage = (bus: ChangeBus, topic: 'cache') => new Promise<void>((resolve) => {
  const off = bus.subscribe(topic, () => { off(); resolve(); });
});

describe.skipIf(!pgUrl)('in-memory caches, several processes (PostgreSQL)', () => {
  it('invalidating a cache in one process drops it in the other', async () => {
    const [busA, busB] = [await openChangeBus(tdb.db), await openChangeBus(tdb.db)];
    try {
      const a = readCaches(TTL, busA);
      const b = readCaches(TTL, busB);
      expect(await a.search.get('k', async () => 'first')).toBe('first');
      expect(await a.search.get('k', async () => 'second')).toBe('first');
      const arrived = nextMessage(busA, 'cache');
      b.search.invalidate();
      await arrived;
      expect(await a.search.get('k', async () => 'third')).toBe('third');
      // The reference cache is a separate one: untouched by the search cache's invalidation.
      expect(await a.reference.get('c', async () => 1)).toBe(1);
    } finally {
      await busA.close();
      await busB.close();
    }
  });
});

describe.skipIf(!pgUrl)('taken numbers, several processes (PostgreSQL)', () => {
  it('a number taken in one process is taken in the other, and no cache is dropped for it', async () => {
    const [busA, busB] = [await openChangeBus(tdb.db), await openChangeBus(tdb.db)];
    try {
      const a = readCaches(TTL, busA);
      const [takesA, takesB] = [sharedTakenNumbers(TTL.searchSeconds, busA), sharedTakenNumbers(TTL.searchSeconds, busB)];
      expect(await a.search.get('k', async () => 'kept')).toBe('kept');
      const arrived = nextMessage(busA, 'cache');
      takesB.take(42, Infinity);
      await arrived;
      expect(takesA.taken.has(42)).toBe(true);
      expect(takesA.taken.has(43)).toBe(false);
      expect(await a.search.get('k', async () => 'reloaded')).toBe('kept');
    } finally {
      await busA.close();
      await busB.close();
    }
  });
});

describe.skipIf(!pgUrl)('in-memory caches after a lost bus connection', () => {
  it('are dropped when the bus is back (a drop announced meanwhile was missed)', async () => {
    const bus = await openChangeBus(tdb.db);
    try {
      const caches = readCaches(TTL, bus);
      expect(await caches.search.get('k', async () => 'old')).toBe('old');
      const back = new Promise<void>((resolve) => { const off = bus.onResync(() => { off(); resolve(); }); });
      const schema = (await tdb.db.query<{ s: string }>('SELECT current_schema() AS s'))[0].s;
      await tdb.db.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query = $1', [`LISTEN "shop_changes_${schema}"`]);
      await back;
      expect(await caches.search.get('k', async () => 'new')).toBe('new');
    } finally {
      await bus.close();
    }
  });
});

describe.skipIf(!redisUrl || !pgUrl)('Redis: caches and rate limits shared by every process', () => {
  it('one cache: a value loaded by one process is served to the other, and one invalidate drops it for both', async () => {
    const prefix = await redisKeyPrefix(tdb.db);
    const fail = (err: unknown) => { throw err; };
    const [ra, rb] = [await openRedis(redisUrl ?? '', prefix, fail), await openRedis(redisUrl ?? '', prefix, fail)];
    const bus = await openChangeBus(tdb.db);
    try {
      const a = readCaches(TTL, bus, ra);
      const b = readCaches(TTL, bus, rb);
      expect(await a.search.get('search:1', async () => ({ numbers: [1, 2] }))).toEqual({ numbers: [1, 2] });
      expect(await b.search.get('search:1', async () => ({ numbers: [9] }))).toEqual({ numbers: [1, 2] });
      expect(await b.reference.get('none', async () => undefined)).toBeUndefined();
      // An unchanged entry is the same object on every hit (its HTTP body is kept with it); a changed one is read anew.
      const first = await b.reference.get('packages', async () => ({ list: ['p'] }));
      expect(await b.reference.get('packages', async () => ({ list: ['x'] }))).toBe(first);
      expect(isCachedValue(first)).toBe(true);
      a.search.invalidate();
      await ra.ping();
      expect(await b.search.get('search:1', async () => ({ numbers: [3] }))).toEqual({ numbers: [3] });
      const other = await a.search.get('search:1', async () => ({ numbers: [4] }));
      expect(other).toEqual({ numbers: [3] });
    } finally {
      await bus.close();
      await ra.quit();
      await rb.quit();
    }
  });

  it('the rate limit counts requests to both processes in one window', async () => {
    const [one, two] = [await makeApp(tdb.db, { rateLimitMax: 4, redisUrl }), await makeApp(tdb.db, { rateLimitMax: 4, redisUrl })];
    try {
      const codes: number[] = [];
      for (let i = 0; i < 3; i++) {
        codes.push((await one.app.inject({ method: 'GET', url: '/api/cities' })).statusCode);
        codes.push((await two.app.inject({ method: 'GET', url: '/api/cities' })).statusCode);
      }
      expect(codes).toEqual([200, 200, 200, 200, 429, 429]);
    } finally {
      await one.app.close();
      await two.app.close();
    }
  });
});

describe('Redis unreachable', () => {
  it('the API still answers at once: the rate limit lets requests through and caches read through', async () => {
    const app = await makeApp(tdb.db, { rateLimitMax: 5, redisUrl: 'redis://127.0.0.1:9' });
    try {
      // Far below what queueing for a dead Redis costs (seconds per command).
      const started = performance.now();
      for (let i = 0; i < 3; i++) {
        const res = await app.app.inject({ method: 'GET', url: '/api/cities' });
        expect(res.statusCode, res.body).toBe(200);
      }
      expect(performance.now() - started).toBeLessThan(2000);
    } finally {
      await app.app.close();
    }
  });
});
