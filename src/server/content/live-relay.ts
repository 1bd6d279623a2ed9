// One upstream listener on the lake (through the content client) for published documents, fanned
// out to every /api/live subscriber. Opened with the first subscriber, closed with the last.
import type { FastifyBaseLogger } from 'fastify';
import type { ContentSource } from './source';

export interface LiveEvent { documentId: string; type: string; transition: 'update' | 'appear' | 'disappear' }
type Subscriber = (e: LiveEvent) => void;
interface Subscription { unsubscribe(): void }

const PUBLISHED = '*[!(_id in path("drafts.**"))]';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export class LiveRelay {
  private readonly subscribers = new Set<Subscriber>();
  private upstream: Subscription | undefined;
  private opening: Promise<void> | undefined;
  private closed = false;

  constructor(private readonly source: ContentSource, private readonly log: FastifyBaseLogger) {}

  subscribe(fn: Subscriber): () => void {
    this.subscribers.add(fn);
    if (!this.upstream && !this.opening) this.opening = this.open().finally(() => (this.opening = undefined));
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

  private stop(): void {
    this.upstream?.unsubscribe();
    this.upstream = undefined;
  }

  private async open(): Promise<void> {
    const client = await this.source.get();
    if (this.closed || this.subscribers.size === 0) return;
    await new Promise<void>((welcome) => {
      this.upstream = client
        .listen(PUBLISHED, {}, { events: ['welcome', 'mutation'], includeResult: true, includePreviousRevision: true, visibility: 'query' })
        .subscribe({
          next: (e: unknown) => {
            if (!isRecord(e)) return;
            if (e.type === 'welcome') { welcome(); return; }
            if (e.type !== 'mutation' || typeof e.documentId !== 'string') return;
            const doc = isRecord(e.result) ? e.result : isRecord(e.previous) ? e.previous : {};
            const transition = e.transition === 'appear' || e.transition === 'disappear' ? e.transition : 'update';
            const out: LiveEvent = { documentId: e.documentId, type: typeof doc._type === 'string' ? doc._type : '', transition };
            for (const s of this.subscribers) s(out);
          },
          error: (err: unknown) => { this.log.error({ err }, 'live relay: lake listener failed'); this.upstream = undefined; welcome(); },
        });
    });
  }
}
