// An in-memory stand-in for the lake's Lake interface (src/server/studio/lake.ts), so the studio
// API's rules are tested without depending on the lake's storage.
import { randomBytes } from 'node:crypto';
import { LakeError, type Lake, type LakeDoc, type Mutation, type Revision } from '../../src/server/studio/lake';

export interface MemoryLake extends Lake {
  docs: Map<string, LakeDoc>;
}

export function memoryLake(): MemoryLake {
  const docs = new Map<string, LakeDoc>();
  const history = new Map<string, Array<{ rev: string; at: string; doc: LakeDoc | null; author?: string }>>();
  let tick = 0;
  const record = (id: string, rev: string, at: string, doc: LakeDoc | null, author?: string): void => {
    const list = history.get(id) ?? [];
    list.push({ rev, at, doc, ...(author ? { author } : {}) });
    history.set(id, list);
  };
  return {
    docs,
    async getDocument(id) { return docs.get(id) ?? null; },
    async query() { return [...docs.values()].filter((d) => d._type === 'definition'); },
    async mutate(mutations: Mutation[], author?: string) {
      const rev = randomBytes(8).toString('hex');
      tick += 1;
      const at = new Date(Date.UTC(2026, 0, 1, 0, 0, tick)).toISOString();
      // The guard of publish: all or nothing, as the lake refuses a moved revision.
      for (const m of mutations) {
        if ('patch' in m && (docs.get(m.patch.id)?._rev ?? '') !== m.patch.ifRevisionID) throw new LakeError(409, `revision of ${m.patch.id} moved on`);
      }
      for (const m of mutations) {
        if ('patch' in m) continue;
        if ('delete' in m) { docs.delete(m.delete.id); record(m.delete.id, rev, at, null, author); continue; }
        const doc = 'create' in m ? m.create : m.createOrReplace;
        const stored = { ...doc, _rev: rev, _updatedAt: at };
        docs.set(doc._id, stored);
        record(doc._id, rev, at, stored, author);
      }
      return rev;
    },
    async atRevision(id, rev) { return history.get(id)?.find((h) => h.rev === rev)?.doc ?? null; },
    async revisions(id): Promise<Revision[]> {
      return [id, `drafts.${id}`].flatMap((d) => (history.get(d) ?? []).map((h) => ({ rev: h.rev, at: h.at, documentId: d, ...(h.doc ? {} : { operation: 'delete' }), ...(h.author ? { author: h.author } : {}) })))
        .sort((a, b) => b.at.localeCompare(a.at));
    },
  };
}
