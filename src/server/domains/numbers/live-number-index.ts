// The number index of this process, kept current: loaded once (at start, or in the background after a
// start so a restart answers sooner: when the first search wants it, or a little after listen), told of every take in this process and the others (ReadCaches
// onTake, the change bus), and loaded again when the bus may have missed messages. Until it is ready,
// search goes to the database as before.
import type { Db } from '../../db/types';
import { NumberIndex } from './number-index';

const RETRY_MS = 30_000;

export interface TakeSource {
  /** Every take of a number: this process's and, through the bus, the others'. until = ms, Infinity = sold. */
  onTake(fn: (id: number, until: number) => void): void;
  /** After a lost bus connection: takes may have been missed. */
  onResync(fn: () => void): void;
}

export class LiveNumberIndex {
  private current: NumberIndex | undefined;
  /** Takes heard while a load runs: its rows may have been read before them. */
  private pending: Map<number, number> | undefined;
  private loading: Promise<void> | undefined;
  private closed = false;
  /** When the last load failed (ms): a search asks for another one at most every RETRY_MS. */
  private failedAt = -Infinity;

  constructor(private readonly db: Db, takes: TakeSource, private readonly onError: (err: unknown) => void) {
    takes.onTake((id, until) => {
      this.current?.take(id, until);
      if (this.pending) this.pending.set(id, Math.max(this.pending.get(id) ?? 0, until));
    });
    takes.onResync(() => { void this.reload(); });
  }

  /** The index, or undefined while the first load runs (or failed). */
  get index(): NumberIndex | undefined { return this.current; }

  /** Loads (again); the one being read replaces the current one when complete. Resolves when done, never rejects. */
  reload(): Promise<void> {
    if (this.loading) return this.loading;
    this.pending = new Map();
    this.loading = NumberIndex.load(this.db).then((fresh) => {
      for (const [id, until] of this.pending ?? []) fresh.take(id, until);
      if (!this.closed) this.current = fresh;
    }, (err: unknown) => {
      this.failedAt = Date.now();
      if (!this.closed) this.onError(err);
    }).finally(() => {
      this.pending = undefined;
      this.loading = undefined;
    });
    return this.loading;
  }

  /** A search found no index: load it now unless a load runs or failed lately (it is asked for again and again). */
  wanted(): void {
    if (!this.current && !this.loading && !this.closed && Date.now() - this.failedAt > RETRY_MS) void this.reload();
  }

  /** Waits for a load in progress (shutdown, tests and benchmarks). */
  async settled(): Promise<void> {
    await this.loading;
  }

  close(): void {
    this.closed = true;
    this.current = undefined;
  }
}
