// Perspective views of the documents, rebuilt lazily after each change.
import { isDraftId, publishedId } from './ids';
import type { LakeDocument, Perspective } from './types';

export interface View {
  docs: LakeDocument[];
  byId: Map<string, LakeDocument>;
  byType: Map<string, LakeDocument[]>;
}

function view(docs: LakeDocument[]): View {
  const byType = new Map<string, LakeDocument[]>();
  for (const d of docs) {
    const list = byType.get(d._type);
    if (list) list.push(d);
    else byType.set(d._type, [d]);
  }
  return { docs, byId: new Map(docs.map((d) => [d._id, d])), byType };
}

/**
 * published: no drafts. drafts: each draft replaces its published document and shows under the
 * published id (as Sanity's `drafts` / `previewDrafts` perspectives). raw: everything as stored.
 */
export function buildView(all: Iterable<LakeDocument>, perspective: Perspective): View {
  const docs = [...all];
  if (perspective === 'raw') return view(docs);
  if (perspective === 'published') return view(docs.filter((d) => !isDraftId(d._id)));
  const merged = new Map<string, LakeDocument>();
  for (const d of docs) if (!isDraftId(d._id)) merged.set(d._id, d);
  for (const d of docs) if (isDraftId(d._id)) merged.set(publishedId(d._id), { ...d, _id: publishedId(d._id) });
  return view([...merged.values()]);
}
