// Which published change reached the shop pages open right now: every /api/live stream tells this
// when it has written an event to its page, so the studio can say "reached 3 open shop pages at
// 14:05" after a publish (a real delivery, not a guess). One process counts the pages connected to
// it; the relay fans an event out to all of them in one synchronous pass, so one event's deliveries
// are complete by the next turn of the event loop.
import type { LiveEvent } from './live-relay';

interface Reach {
  documentId: string;
  /** The published revision that was delivered (null when the upstream did not name it). */
  rev: string | null;
  /** When it was written to the first page. */
  at: string;
  /** How many open pages it was written to. */
  pages: number;
}

/** What the studio is told: delivered, no page open to deliver to, or not delivered in time. */
type ReachAnswer =
  | { reached: true; at: string; pages: number }
  | { reached: false; pages: number; reason: 'no-open-pages' | 'timeout' };

/** Deliveries remembered per document (the newest each); the oldest are forgotten first. */
const REMEMBERED = 500;

interface Waiter { documentId: string; rev: string; done(r: Reach): void }

export class LiveReach {
  private open = 0;
  private readonly last = new Map<string, Reach>();
  private readonly waiters = new Set<Waiter>();
  private readonly settling = new Set<string>();

  constructor(private readonly now: () => Date = () => new Date()) {}

  /** A page's stream opened; the returned function is called when it closes. */
  pageOpened(): () => void {
    this.open += 1;
    let closed = false;
    return () => { if (!closed) { closed = true; this.open -= 1; } };
  }

  get openPages(): number { return this.open; }

  /** One page was sent `e`. */
  delivered(e: LiveEvent): void {
    const rev = e.rev ?? null;
    const known = this.last.get(e.documentId);
    if (known && known.rev === rev) {
      known.pages += 1;
    } else {
      this.last.delete(e.documentId);
      this.last.set(e.documentId, { documentId: e.documentId, rev, at: this.now().toISOString(), pages: 1 });
      if (this.last.size > REMEMBERED) this.last.delete(this.last.keys().next().value ?? '');
    }
    // The other pages get the same event in this pass: the waiters hear of it once they all have.
    if (this.settling.has(e.documentId)) return;
    this.settling.add(e.documentId);
    setImmediate(() => {
      this.settling.delete(e.documentId);
      const reach = this.last.get(e.documentId);
      if (!reach) return;
      for (const w of [...this.waiters]) if (w.documentId === reach.documentId && w.rev === reach.rev) w.done(reach);
    });
  }

  /**
   * Waits until revision `rev` of `documentId` has reached the open pages (at most `timeoutMs`).
   * With no page open nothing can be delivered, and that is the answer at once.
   */
  async reached(documentId: string, rev: string, timeoutMs: number): Promise<ReachAnswer> {
    const known = this.last.get(documentId);
    if (known && known.rev === rev && !this.settling.has(documentId)) return { reached: true, at: known.at, pages: known.pages };
    if (this.open === 0 && !this.settling.has(documentId)) return { reached: false, pages: 0, reason: 'no-open-pages' };
    return new Promise<ReachAnswer>((resolve) => {
      const waiter: Waiter = {
        documentId, rev,
        done: (r) => { finish(); resolve({ reached: true, at: r.at, pages: r.pages }); },
      };
      const timer = setTimeout(() => {
        finish();
        resolve({ reached: false, pages: this.open, reason: this.open === 0 ? 'no-open-pages' : 'timeout' });
      }, timeoutMs);
      const finish = (): void => { clearTimeout(timer); this.waiters.delete(waiter); };
      this.waiters.add(waiter);
    });
  }
}
