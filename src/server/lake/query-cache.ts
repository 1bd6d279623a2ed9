// Query results per store generation: any commit empties it, so a cached answer is never stale
// in this process. Bounded so arbitrary queries cannot grow it without limit.
const MAX = 1000;

export class QueryCache {
  private generation = -1;
  private readonly results = new Map<string, unknown>();

  get(generation: number, key: string): { hit: true; value: unknown } | { hit: false } {
    if (generation !== this.generation) {
      this.results.clear();
      this.generation = generation;
    }
    return this.results.has(key) ? { hit: true, value: this.results.get(key) } : { hit: false };
  }

  set(generation: number, key: string, value: unknown): void {
    if (generation !== this.generation) return;
    if (this.results.size >= MAX) this.results.clear();
    this.results.set(key, value);
  }
}
