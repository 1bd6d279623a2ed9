import type { EditorAuth } from '../editors/principal';
import type { SseRegistry } from '../lake/sse';
import type { PublishedDefinitions } from './definitions-release';
import type { ContentReader } from './reader';
import type { ContentSource } from './source';

/** What the content routes need. */
export interface ContentContext {
  reader: ContentReader;
  source: ContentSource;
  /** Server clock (maintenance windows, promo dates); injectable for tests through buildApp({ now }). */
  now: () => Date;
  adminToken: string;
  /** Who calls: the admin token or a signed-in studio editor (preview reads drafts for either). */
  editors: Pick<EditorAuth, 'resolve'>;
  streams: SseRegistry;
  /** The published definition set, kept in memory per version. */
  definitions: PublishedDefinitions;
}
