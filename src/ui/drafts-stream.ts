/**
 * The lake's listen stream of content drafts, for a preview tab (src/ui/content-preview.ts): read
 * with fetch (it needs the Authorization header) and fed to the live model, so a saved draft shows
 * without a reload. Its own chunk: only a preview tab needs it.
 */
import { sseParser } from '../api/event-stream';
import { liveMutation, liveReconnected, type LiveMutation } from '../state/live-model';

const DRAFTS = '*[_id in path("drafts.**")]';
const MAX_RETRY_MS = 30_000;

interface LakeInfo { dataset: string; apiVersion: string }

const isRec = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The lake's `mutation` event (Sanity's shape: its `type` is the event's, not the document's) as the
 * live model's: the document type from the draft, or from what it was before a discard.
 */
export function draftMutation(data: string): LiveMutation | null {
  let v: unknown;
  try { v = JSON.parse(data); } catch { return null; }
  if (!isRec(v) || typeof v.documentId !== 'string') return null;
  const doc = isRec(v.result) ? v.result : isRec(v.previous) ? v.previous : null;
  return {
    documentId: v.documentId,
    type: doc && typeof doc._type === 'string' ? doc._type : '',
    transition: typeof v.transition === 'string' ? v.transition : 'update',
  };
}

async function listenOnce(headers: Record<string, string>, info: LakeInfo, opened: () => void): Promise<void> {
  const qs = new URLSearchParams({ query: DRAFTS, includeResult: 'true', includePreviousRevision: 'true' });
  const res = await fetch(`/v${info.apiVersion}/data/listen/${encodeURIComponent(info.dataset)}?${qs.toString()}`, { headers: { ...headers, accept: 'text/event-stream' } });
  if (!res.ok || !res.body) throw new Error(`drafts stream: HTTP ${res.status}`);
  opened();
  const feed = sseParser((event, data) => {
    if (event !== 'mutation') return;
    const m = draftMutation(data);
    if (m) liveMutation(m);
  });
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    feed(value);
  }
}

/** Keeps the drafts stream open for the tab's life, reopening it with a growing delay. */
export async function followDrafts(headers: Record<string, string>): Promise<void> {
  let attempts = 0;
  let everOpened = false;
  for (;;) {
    try {
      const info = await fetch('/api/studio/session', { headers }).then((r) => (r.ok ? (r.json() as Promise<LakeInfo>) : null));
      if (!info) return; // credentials refused: the content reads say so; nothing to follow
      await listenOnce(headers, info, () => {
        attempts = 0;
        // Drafts saved while the stream was down: read everything shown again.
        if (everOpened) liveReconnected();
        everOpened = true;
      });
    } catch (err) {
      console.warn('[preview] drafts stream', err);
    }
    attempts += 1;
    await new Promise((resolve) => setTimeout(resolve, Math.min(MAX_RETRY_MS, 1000 * 2 ** attempts)));
  }
}
