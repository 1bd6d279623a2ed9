/**
 * A preview tab reads content drafts (banners, promos, tiles...) like it reads definition drafts: every
 * content read asks for drafts with the studio's credentials, and the lake's listen stream of drafts
 * (read with fetch: it needs the Authorization header) feeds the live model, so a saved draft shows
 * without a reload. Started from main.tsx before the first render, so no read goes out without it.
 */
import { readContentDrafts } from '../api/content';
import { sseParser } from '../api/event-stream';
import { studioAuthHeaders } from '../api/studio-auth';
import { contentPreviewStarted } from '../state/content-model';
import { previewsDrafts, previewSource } from '../state/definitions-model';
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
async function followDrafts(headers: Record<string, string>): Promise<void> {
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

/** Starts content preview when this tab previews (`?preview=1` with the studio signed in); returns whether it does. */
export function startContentPreview(location: { pathname: string; search: string }): boolean {
  if (location.pathname === '/studio' || location.pathname.startsWith('/studio/')) return false;
  const source = previewSource(location.search);
  if (!previewsDrafts(source)) return false;
  // A signed-in editor's session cookie travels by itself (reads need no CSRF token).
  const headers = source.token === null ? {} : studioAuthHeaders(source.token);
  readContentDrafts(headers);
  contentPreviewStarted();
  void followDrafts(headers);
  return true;
}
