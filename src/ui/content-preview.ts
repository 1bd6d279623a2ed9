/**
 * A preview tab reads content drafts (banners, promos, tiles...) like it reads definition drafts: every
 * content read asks for drafts with the studio's credentials, and the lake's listen stream of drafts
 * (src/ui/drafts-stream.ts, loaded only here) feeds the live model, so a saved draft shows without a
 * reload. Started from start.tsx before the first render, so no read goes out without it.
 */
import { readContentDrafts } from '../api/content-reads';
import { studioAuthHeaders } from '../api/studio-auth';
import { contentPreviewStarted } from '../state/content-published';
import { previewsDrafts, previewSource } from '../state/definitions-model';

/** Starts content preview when this tab previews (`?preview=1` with the studio signed in); returns whether it does. */
export function startContentPreview(location: { pathname: string; search: string }): boolean {
  if (location.pathname === '/studio' || location.pathname.startsWith('/studio/')) return false;
  const source = previewSource(location.search);
  if (!previewsDrafts(source)) return false;
  // A signed-in editor's session cookie travels by itself (reads need no CSRF token).
  const headers = source.token === null ? {} : studioAuthHeaders(source.token);
  readContentDrafts(headers);
  contentPreviewStarted();
  void import('./drafts-stream').then((m) => m.followDrafts(headers));
  return true;
}
