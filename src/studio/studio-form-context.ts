import type { CollapsedEntries } from './collapsed-entries';
import type { Place } from './target-options';
import type { LabelSources } from './variable-labels';

/** What the studio's rjsf widgets get through formContext. */
export interface StudioFormContext {
  /** The entries of large maps, collapsed until opened (collapsed-entries.ts). */
  entries?: CollapsedEntries;
  /** Uploads to the lake's assets endpoint; resolves to the image URL. */
  uploadImage(file: File): Promise<string>;
  /** The names the document's conditions can read (the condition builder's field list). */
  variables?: string[];
  /** The places a target field (`x-target`) offers: the journey's steps and the site's pages. */
  targets?: { steps: Place[]; pages: Place[] };
  /** What the names conditions read are called (field and state key labels). */
  labels?: LabelSources;
  /** The document's value at a JSON pointer now (a screen's texts field reads its blocks' widgets). */
  valueAt?(pointer: string): unknown;
}
