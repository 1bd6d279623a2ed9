// The shop's read caches as this process's configuration wants them: in Redis with REDIS_URL (one cache
// for every process), else in memory, where dropping a cache is announced on the change bus so the other
// processes on the database drop theirs too. Two lifetimes (CATALOGUE_CACHE_SECONDS for reference data,
// SEARCH_CACHE_SECONDS for search results); a domain whose entries must not push others out asks for a
// cache of its own by name.
import type { Redis } from 'ioredis';
import { TtlCache, type ReadCache } from './cache';
import type { ChangeBus } from './sync/change-bus';
import { RedisTtlCache } from './redis/redis-cache';

export type CacheLifetime = 'reference' | 'search';

export interface ReadCaches {
  /** Reference data (lists, settings, prices): CATALOGUE_CACHE_SECONDS. */
  reference: ReadCache;
  /** Search results: SEARCH_CACHE_SECONDS. */
  search: ReadCache;
  /** A cache of the domain's own (one per name in the app), with a lifetime and, in memory, a bound on its entries. */
  named(name: string, lifetime: CacheLifetime, maxEntries?: number): ReadCache;
  /** What the caches were built with (a domain's own set of recent changes outlives the search lists). */
  readonly seconds: Readonly<Record<CacheLifetime, number>>;
}

function announced(cache: TtlCache, name: string, bus: ChangeBus): ReadCache {
  bus.subscribe('cache', (d) => { if (d.name === name) cache.invalidate(); });
  // Messages may have been missed while the bus was reconnecting.
  bus.onResync(() => cache.invalidate());
  return {
    get: <V>(key: string, load: () => Promise<V>) => cache.get(key, load),
    invalidate() {
      cache.invalidate();
      void bus.publish('cache', { name }).catch(() => undefined);
    },
  };
}

export function readCaches(ttl: { catalogueSeconds: number; searchSeconds: number }, bus: ChangeBus, redis?: Redis): ReadCaches {
  const seconds = { reference: ttl.catalogueSeconds, search: ttl.searchSeconds };
  const make = (name: string, lifetime: CacheLifetime, maxEntries?: number): ReadCache => (redis
    ? new RedisTtlCache(redis, name, seconds[lifetime] * 1000)
    : announced(new TtlCache(seconds[lifetime] * 1000, maxEntries), name, bus));
  const own = new Map<string, ReadCache>();
  // The names the two shared caches had before: their Redis keys and bus messages stay the same.
  const reference = make('catalogue', 'reference');
  const search = make('numbers', 'search');
  return {
    reference,
    search,
    seconds,
    named(name, lifetime, maxEntries) {
      if (name === 'catalogue' || name === 'numbers') throw new Error(`the cache name ${name} is taken by a shared cache`);
      const known = own.get(name);
      if (known) return known;
      const cache = make(name, lifetime, maxEntries);
      own.set(name, cache);
      return cache;
    },
  };
}
