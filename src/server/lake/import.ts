// Sanity's import format: NDJSON, one document per line, each with _id and _type.
import type { LakeStore } from './store';
import type { DocumentInput } from './types';

export function parseNdjson(text: string): DocumentInput[] {
  return text.split('\n').map((l) => l.trim()).filter(Boolean).map((line, i) => {
    const doc: unknown = JSON.parse(line);
    if (typeof doc !== 'object' || doc === null || Array.isArray(doc)) throw new Error(`line ${i + 1}: not an object`);
    const d = doc as DocumentInput;
    if (typeof d._id !== 'string' || typeof d._type !== 'string') throw new Error(`line ${i + 1}: _id and _type are required`);
    return d;
  });
}

/** createOrReplace of every document in one transaction. */
export async function importDocuments(store: LakeStore, docs: DocumentInput[], author = 'import'): Promise<number> {
  if (docs.length === 0) return 0;
  await store.transact(docs.map((d) => ({ createOrReplace: d })), author);
  return docs.length;
}
