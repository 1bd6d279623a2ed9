// Where /api/live's events come from: the local lake's own commits (in process: no loopback HTTP
// stream to keep alive), or hosted Sanity's listener through the content client.
import { mutationEvents } from '../lake/events';
import { isDraftId } from '../lake/ids';
import type { LakeStore } from '../lake/store';
import type { LiveEvent, LiveUpstream } from './live-relay';
import type { ContentSource } from './source';

const PUBLISHED = '*[!(_id in path("drafts.**"))]';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function liveEvent(e: Record<string, unknown>): LiveEvent | null {
  if (typeof e.documentId !== 'string' || isDraftId(e.documentId)) return null;
  const doc = isRecord(e.result) ? e.result : isRecord(e.previous) ? e.previous : {};
  const transition = e.transition === 'appear' || e.transition === 'disappear' ? e.transition : 'update';
  const rev = typeof e.resultRev === 'string' ? { rev: e.resultRev } : {};
  return { documentId: e.documentId, type: typeof doc._type === 'string' ? doc._type : '', transition, ...rev };
}

export function storeUpstream(store: LakeStore): LiveUpstream {
  return async (emit) => store.onCommit((outcome, author) => {
    for (const e of mutationEvents(outcome, author)) {
      const out = liveEvent({ ...e });
      if (out) emit(out);
    }
  });
}

export function clientUpstream(source: ContentSource): LiveUpstream {
  return async (emit, ended) => {
    const client = await source.get();
    return new Promise<() => void>((resolve) => {
      let welcomed = false;
      const subscription = client
        .listen(PUBLISHED, {}, { events: ['welcome', 'mutation'], includeResult: true, includePreviousRevision: true, visibility: 'query' })
        .subscribe({
          next: (e: unknown) => {
            if (!isRecord(e)) return;
            if (e.type === 'welcome') { welcomed = true; resolve(stop); return; }
            if (e.type !== 'mutation') return;
            const out = liveEvent(e);
            if (out) emit(out);
          },
          error: (err: unknown) => { if (!welcomed) resolve(stop); ended(err); },
          complete: () => { if (!welcomed) resolve(stop); ended(); },
        });
      function stop(): void { subscription.unsubscribe(); }
    });
  };
}
