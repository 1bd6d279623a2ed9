// A read cache kept in Redis, shared by every process: entries expire on their own (PX), and
// invalidate() bumps a generation counter that is part of every key, so one INCR drops the whole
// cache for all processes at once. Concurrent misses of one key in this process share one load.
// A hit whose stored text is the one this process parsed last time for that key is answered with the
// same object as then: the HTTP layer keeps a cached value's serialised, compressed body with it
// (compressed-json.ts), so an unchanged entry is not parsed, serialised and compressed per request.
import type { Redis } from 'ioredis';
import { keptWithCache, type ReadCache } from '../cache';

/** The parsed entries kept per process (their text compared on every hit, so never stale). */
const LOCAL_ENTRIES = 2000;

// Reads the generation and the entry under it in one round trip.
const READ = `local g = redis.call('GET', KEYS[1]) or '0'
return {g, redis.call('GET', KEYS[2] .. g .. ':' .. ARGV[1])}`;

export class RedisTtlCache implements ReadCache {
  private readonly pending = new Map<string, Promise<unknown>>();
  private readonly local = new Map<string, { text: string; value: unknown }>();

  constructor(private readonly redis: Redis, private readonly name: string, private readonly ttlMs: number) {}

  async get<V>(key: string, load: () => Promise<V>): Promise<V> {
    if (this.ttlMs <= 0) return load();
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight as Promise<V>;
    const value = this.read(key, load);
    this.pending.set(key, value);
    try {
      return await value;
    } finally {
      this.pending.delete(key);
    }
  }

  invalidate(): void {
    this.pending.clear();
    this.local.clear();
    // Sent on this process's one connection before any later read, so its own next read sees it.
    // The counter outlives every entry made under an older value (2 TTLs), then goes: back at 0,
    // nothing of the old generations is left to be read again.
    void this.redis.multi().incr(this.genKey).pexpire(this.genKey, Math.max(2 * this.ttlMs, 1000)).exec().catch(() => undefined);
  }

  private get genKey(): string { return `cache:${this.name}:gen`; }

  private async read<V>(key: string, load: () => Promise<V>): Promise<V> {
    let gen = '0';
    try {
      const [g, hit] = (await this.redis.eval(READ, 2, this.genKey, `cache:${this.name}:`, key)) as [string, string | null];
      gen = g;
      if (hit !== null) {
        const known = this.local.get(key);
        if (known && known.text === hit) return known.value as V;
        // Wrapped so that undefined and null survive the round trip.
        return this.remember(key, hit, (JSON.parse(hit) as { v: V }).v);
      }
    } catch {
      // Redis unreachable: read through, as without a cache.
      return load();
    }
    const v = await load();
    const text = JSON.stringify({ v });
    void this.redis.set(`cache:${this.name}:${gen}:${key}`, text, 'PX', this.ttlMs).catch(() => undefined);
    return this.remember(key, text, v);
  }

  /** Keeps the parsed value with its text (the oldest goes past the bound), marked as a cache entry. */
  private remember<V>(key: string, text: string, value: V): V {
    this.local.delete(key);
    if (this.local.size >= LOCAL_ENTRIES) this.local.delete(this.local.keys().next().value ?? '');
    const kept = typeof value === 'object' && value !== null ? keptWithCache(value) : value;
    this.local.set(key, { text, value: kept });
    return kept;
  }
}
