/** A read cache: `get` loads on a miss; `invalidate` drops every entry (in every process sharing it). */
export interface ReadCache {
  get<V>(key: string, load: () => Promise<V>): Promise<V>;
  invalidate(): void;
}

const kept = new WeakSet<object>();

/**
 * Whether a value is an entry of a read cache: the same object on every hit until it expires or is
 * dropped, so what is derived from it (its serialised, compressed HTTP body) can be kept with it.
 */
export const isCachedValue = (v: unknown): v is object => typeof v === 'object' && v !== null && kept.has(v);

/** Marks a value derived from a cache entry and kept with it (handed out again as the same object). */
export function keptWithCache<T extends object>(v: T): T {
  kept.add(v);
  return v;
}

/**
 * A small time-bounded cache of read results. Concurrent misses for one key share one load, so
 * a burst of identical requests costs one query. `invalidate()` drops everything at once (for
 * example when a number gets reserved, so this process never lists it again).
 */
export class TtlCache implements ReadCache {
  // Keys carry their kind as a prefix ('packages:prepaid:id'), so one key always holds one type.
  private readonly entries = new Map<string, { expires: number; value: Promise<unknown> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 5000,
    private readonly clock: () => number = Date.now,
  ) {}

  async get<V>(key: string, load: () => Promise<V>): Promise<V> {
    if (this.ttlMs <= 0) return load();
    const now = this.clock();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value as Promise<V>;
    if (this.entries.size >= this.maxEntries) this.evict(now);
    const value = load();
    const entry = { expires: now + this.ttlMs, value };
    this.entries.set(key, entry);
    // Marked before any caller sees it (this reaction is registered first).
    value.then((v) => { if (typeof v === 'object' && v !== null) kept.add(v); }, () => undefined);
    // A failed load is not cached.
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return value;
  }

  invalidate(): void {
    this.entries.clear();
  }

  /** Drops expired entries, then the oldest until there is room (Map keeps insertion order). */
  private evict(now: number): void {
    for (const [k, e] of this.entries) if (e.expires <= now) this.entries.delete(k);
    for (const k of this.entries.keys()) {
      if (this.entries.size < this.maxEntries) break;
      this.entries.delete(k);
    }
  }
}
