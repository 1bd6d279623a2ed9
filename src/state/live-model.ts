/**
 * The live content stream: one EventSource on /api/live. Every `mutation` event becomes the
 * `liveMutation` Effector event (content-model refetches what changed; the studio's
 * definitions-model listens for `definition` documents). Opened from an effect (liveStarted), never at
 * module load, so server rendering and node tests stay safe. The browser's EventSource reconnects by
 * itself after a network drop; when it gives up (CLOSED) we reopen with a growing delay.
 */
import { createEffect, createEvent, createStore, sample } from 'effector';

export interface LiveMutation { documentId: string; type: string; transition: string }
export type LiveStatus = 'idle' | 'connecting' | 'open' | 'closed';

export const liveMutation = createEvent<LiveMutation>();
/** The stream (re)opened after having been open before: events may have been missed meanwhile. */
export const liveReconnected = createEvent();
export const liveStatusChanged = createEvent<LiveStatus>();
export const liveStarted = createEvent<{ url?: string } | void>();
export const liveStopped = createEvent();

export const $liveStatus = createStore<LiveStatus>('idle').on(liveStatusChanged, (_, s) => s);

const isRec = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** Parses one `mutation` event's data; null when it is not a usable mutation. */
export function parseMutation(data: string): LiveMutation | null {
  try {
    const v: unknown = JSON.parse(data);
    if (!isRec(v)) return null;
    const documentId = typeof v.documentId === 'string' ? v.documentId : '';
    const type = typeof v.type === 'string' ? v.type : '';
    if (!documentId && !type) return null;
    return { documentId, type, transition: typeof v.transition === 'string' ? v.transition : 'update' };
  } catch {
    return null;
  }
}

let source: EventSource | null = null;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let everOpened = false;
let attempts = 0;

function open(url: string): void {
  if (typeof EventSource === 'undefined') return;
  source?.close();
  liveStatusChanged('connecting');
  const es = new EventSource(url);
  source = es;
  es.onopen = () => {
    attempts = 0;
    liveStatusChanged('open');
    if (everOpened) liveReconnected();
    everOpened = true;
  };
  es.addEventListener('mutation', (e) => {
    const m = parseMutation((e as MessageEvent<string>).data);
    if (m) liveMutation(m);
  });
  es.onerror = () => {
    if (es.readyState === EventSource.CLOSED) {
      liveStatusChanged('closed');
      attempts += 1;
      clearTimeout(retryTimer);
      retryTimer = setTimeout(() => { if (source === es) open(url); }, Math.min(30_000, 1000 * 2 ** attempts));
    } else {
      liveStatusChanged('connecting');
    }
  };
}

export const connectFx = createEffect((url: string) => { if (!source) open(url); });
export const disconnectFx = createEffect(() => {
  clearTimeout(retryTimer);
  source?.close();
  source = null;
  liveStatusChanged('idle');
});

sample({ clock: liveStarted, fn: (p) => (p && p.url) || '/api/live', target: connectFx });
sample({ clock: liveStopped, target: disconnectFx });
