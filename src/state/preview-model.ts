/**
 * Whether this tab previews drafts (the studio's "Preview" opened it): the shop then shows a banner
 * saying so, with a way back to the draft in the studio and a way out of preview.
 */
import { createEvent, createStore } from 'effector';
import { readSession, writeSession } from './browser-storage';

/** sessionStorage key: the studio page that opened the preview (kept for the tab, like the preview flag). */
export const PREVIEW_BACK_KEY = 'studio_preview_back';
const STUDIO_HOME = '/studio';

/** The studio page to go back to: `?studio=/studio/...` (kept for the tab), else the studio's start. */
export function previewBack(search: string): string {
  const given = new URLSearchParams(search).get('studio');
  if (given !== null && given.startsWith(`${STUDIO_HOME}/`) && !given.startsWith('//')) writeSession(PREVIEW_BACK_KEY, given);
  const kept = readSession(PREVIEW_BACK_KEY);
  return typeof kept === 'string' ? kept : STUDIO_HOME;
}

export const previewStarted = createEvent<{ previewing: boolean; back: string }>();
/** Null for a visitor; for a preview tab, where its "back to the studio" link goes. */
export const $preview = createStore<{ back: string } | null>(null).on(previewStarted, (_, p) => (p.previewing ? { back: p.back } : null));
