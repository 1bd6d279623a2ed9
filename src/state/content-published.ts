/**
 * The content changes a tab follows: published ones, and in a preview tab (src/ui/content-preview.ts)
 * drafts too. Shared by the shell's maintenance model and the home's content model, which loads
 * with the widgets that show it (issue 11: other routes do not build its stores before they are usable).
 */
import { createEvent, createStore, sample } from 'effector';
import { liveMutation } from './live-model';

/** This tab previews drafts: their changes refresh what it shows too. */
export const contentPreviewStarted = createEvent();
export const $readsDrafts = createStore(false).on(contentPreviewStarted, () => true);

/** A content document changed in a way this tab shows. */
export const contentChanged = sample({
  clock: liveMutation, source: $readsDrafts, filter: (drafts, m) => drafts || !m.documentId.startsWith('drafts.'), fn: (_, m) => m,
});
