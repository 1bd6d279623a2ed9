// The server's own reads of its local lake, in process: the same GROQ evaluation as the lake's
// query route (groq.ts on the store's indexed views), without a loopback HTTP round trip.
// Answers are kept per store generation (any commit empties them) and handed out as copies, as the
// HTTP path did: a caller that edits its answer must never edit the store's documents.
import { runGroq } from '../lake/groq';
import { QueryCache } from '../lake/query-cache';
import type { LakeStore } from '../lake/store';

export type LocalLakeQuery = (query: string, params: Record<string, unknown>, perspective: 'published' | 'drafts') => Promise<unknown>;

export function localLakeQuery(store: LakeStore): LocalLakeQuery {
  const cache = new QueryCache();
  return async (query, params, perspective) => {
    const view = await store.view(perspective);
    // Generation read after the view: a commit in between only makes the entry unusable, never stale.
    const generation = store.generation;
    const key = `${perspective}\u0000${query}\u0000${JSON.stringify(params)}`;
    // Queries using now() depend on the time, not only on the documents.
    const cacheable = !query.includes('now()');
    const hit = cacheable ? cache.get(generation, key) : { hit: false as const };
    const result = hit.hit ? hit.value : await runGroq(query, params, view);
    if (!hit.hit && cacheable) cache.set(generation, key, result);
    return result === undefined ? null : structuredClone(result);
  };
}
