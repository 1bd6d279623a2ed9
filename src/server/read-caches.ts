// The shop's read caches (catalogue, number search) as this process's configuration wants them:
// in Redis with REDIS_URL (one cache for every process), else in memory, where dropping a cache is
// announced on the change bus so the other processes on the database drop theirs too.
import type { Redis } from 'ioredis';
import { TtlCache, type ReadCache } from './cache';
import { RedisTtlCache } from './redis/redis-cache';
import type { ChangeBus } from './sync/change-bus';
import { sharedTakenNumbers, type TakeListener, type TakenNumbers } from './taken-numbers';

/**
 * `areas` is the catalogue's lifetime in a cache of its own: thousands of district and village lists must not push packages out.
 * `numbers` holds search candidate lists, filtered at read time by `takenNumbers` (every process's recent takes);
 * `takeNumber` tells every process that an order took a number until a time (ms; Infinity = sold);
 * `onTake` hears every process's takes.
 */
export interface ReadCaches {
  catalogue: ReadCache; numbers: ReadCache; areas: ReadCache;
  takenNumbers: TakenNumbers; takeNumber(id: number, until: number): void; onTake(fn: TakeListener): void;
}

/** One list per province, city and district fits (38 + 514 + 7,285), with the postal-code checks. */
const AREA_ENTRIES = 20_000;

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
  const { taken, take, onTake } = sharedTakenNumbers(ttl.searchSeconds, bus);
  const numbers = { takenNumbers: taken, takeNumber: take, onTake };
  if (redis) {
    return {
      ...numbers,
      catalogue: new RedisTtlCache(redis, 'catalogue', ttl.catalogueSeconds * 1000), numbers: new RedisTtlCache(redis, 'numbers', ttl.searchSeconds * 1000),
      areas: new RedisTtlCache(redis, 'areas', ttl.catalogueSeconds * 1000),
    };
  }
  return {
    ...numbers,
    catalogue: announced(new TtlCache(ttl.catalogueSeconds * 1000), 'catalogue', bus),
    numbers: announced(new TtlCache(ttl.searchSeconds * 1000), 'numbers', bus),
    areas: announced(new TtlCache(ttl.catalogueSeconds * 1000, AREA_ENTRIES), 'areas', bus),
  };
}
