// A read cache kept in Redis, shared by every process: entries expire on their own (PX), and
// invalidate() bumps a generation counter that is part of every key, so one INCR drops the whole
// cache for all processes at once. Concurrent misses of one key in this process share one load.
import type { Redis } from 'ioredis';
import type { ReadCache } from '../cache';

// Reads the generation and the entry under it in one round trip.
const READ = `local g = redis.call('GET', KEYS[1]) or '0'
return {g, redis.call('GET', KEYS[2] .. g .. ':' .. ARGV[1])}`;

export class RedisTtlCache implements ReadCache {
  private readonly pending = new Map<string, Promise<unknown>>();

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
      // Wrapped so that undefined and null survive the round trip.
      if (hit !== null) return (JSON.parse(hit) as { v: V }).v;
    } catch {
      // Redis unreachable: read through, as without a cache.
      return load();
    }
    const v = await load();
    void this.redis.set(`cache:${this.name}:${gen}:${key}`, JSON.stringify({ v }), 'PX', this.ttlMs).catch(() => undefined);
    return v;
  }
}
