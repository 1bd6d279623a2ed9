// One upstream listener for published documents, fanned out to every /api/live subscriber. Opened
// with the first subscriber, closed with the last, and opened again whenever it ends while anyone
// still listens: a dropped upstream must never leave open pages silently without live updates.
import type { FastifyBaseLogger } from 'fastify';

export interface LiveEvent {
  documentId: string;
  type: string;
  transition: 'update' | 'appear' | 'disappear';
  /** The revision the document now has (none when it disappeared). */
  rev?: string;
}
type Subscriber = (e: LiveEvent) => void;

/** Starts listening; calls `ended` when the stream stops by itself. Resolves to a stop function. */
export type LiveUpstream = (emit: (e: LiveEvent) => void, ended: (err?: unknown) => void) => Promise<() => void>;

const REOPEN_MS = 1000;

export class LiveRelay {
  private readonly subscribers = new Set<Subscriber>();
  private stopUpstream: (() => void) | undefined;
  private opening: Promise<void> | undefined;
  private reopenTimer: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(private readonly upstream: LiveUpstream, private readonly log: FastifyBaseLogger) {}

  subscribe(fn: Subscriber): () => void {
    this.subscribers.add(fn);
    this.ensureOpen();
    return () => {
      this.subscribers.delete(fn);
      if (this.subscribers.size === 0) this.stop();
    };
  }

  /** Resolves once the upstream listener is connected (tests wait for it before publishing). */
  async ready(): Promise<void> {
    await this.opening;
  }

  close(): void {
    this.closed = true;
    this.stop();
  }

  private ensureOpen(): void {
    if (this.closed || this.stopUpstream || this.opening) return;
    this.opening = this.open().finally(() => { this.opening = undefined; });
  }

  private stop(): void {
    clearTimeout(this.reopenTimer);
    this.reopenTimer = undefined;
    this.stopUpstream?.();
    this.stopUpstream = undefined;
  }

  private async open(): Promise<void> {
    let current: (() => void) | undefined;
    let ended = false;
    const onEnded = (err?: unknown): void => {
      if (ended) return;
      ended = true;
      if (err) this.log.error({ err }, 'live relay: upstream listener failed');
      else this.log.warn('live relay: upstream listener ended');
      if (this.stopUpstream === current) this.stopUpstream = undefined;
      if (!this.closed && this.subscribers.size > 0 && !this.reopenTimer) {
        this.reopenTimer = setTimeout(() => { this.reopenTimer = undefined; this.ensureOpen(); }, REOPEN_MS);
      }
    };
    try {
      current = await this.upstream((e) => { for (const s of this.subscribers) s(e); }, onEnded);
    } catch (err) {
      onEnded(err);
      return;
    }
    if (ended) return;
    if (this.closed || this.subscribers.size === 0) { current(); return; }
    this.stopUpstream = current;
  }
}
