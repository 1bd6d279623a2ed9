// Publishing one draft: the checks of check.ts, then one lake transaction. Shared by the studio's
// publish button (routes.ts) and the scheduled publishing (schedules-run.ts), so a scheduled publish
// passes exactly what a manual one must.
import { bodyOf, checkDocument, draftId, publishedId } from './check';
import type { StudioIssue } from './content-checks';
import type { CheckedReleases } from '../content/checked-releases';
import { definitionsRaw } from '../content/definition-docs';
import { isValidRevision } from '../lake/ids';
import type { OperationEntries } from '../../contracts/operation-entries';
import type { Lake } from './lake';
import type { StudioSchemas } from './schemas';

export interface PublishDeps {
  lake: Lake;
  schemas: StudioSchemas;
  flowsDir: string;
  /** Where a definition set that passed the checks is recorded: the server serves no other (checked-releases.ts). */
  releases?: CheckedReleases;
  /** Waits until this process's copy of the lake holds a transaction (a revision the editor names). */
  catchUp?: (rev: string) => Promise<void>;
  /** What the app serves beyond the build's operations (test-only domains): the checks accept calls to them. */
  operations?: OperationEntries;
}

export type PublishOutcome =
  /** `transactionId`: the lake transaction that published it (the new revision); `previousRev`: the revision it replaced. */
  | { ok: true; id: string; type: string; transactionId?: string; previousRev?: string }
  /** The caller's role may not publish this type of document. */
  | { ok: false; status: 403; type: string }
  | { ok: false; status: 404 | 409; message: string; text: { id: string; en: string } }
  | { ok: false; status: 400; message: string; issues: StudioIssue[] };

export interface PublishBy {
  /** The draft revision the editor saw (a newer draft is refused with 409). */
  rev?: string;
  /** Recorded as the revision's author (lake history). */
  author?: string;
  /** Whether the caller may publish a document of this type (its role). */
  mayPublish?: (docType: string) => boolean;
}

/** Publishes drafts.<id> if the caller may and it passes the checks. */
export async function publishDraft(deps: PublishDeps, anyId: string, by: PublishBy = {}): Promise<PublishOutcome> {
  const { rev, author, mayPublish = () => true } = by;
  const { lake, schemas, flowsDir } = deps;
  const id = publishedId(anyId);
  // The draft the editor saw may have been saved through another process a moment ago.
  if (rev !== undefined && isValidRevision(rev)) await deps.catchUp?.(rev);
  const draft = await lake.getDocument(draftId(id));
  if (!draft) {
    const en = `There is no draft of '${id}' to publish: save a draft first.`;
    return { ok: false, status: 404, message: `no draft of '${id}' to publish`, text: { id: `Tidak ada draf '${id}' untuk diterbitkan: simpan draf dulu.`, en } };
  }
  // The document it replaces is judged too: a draft of one side is never published over the other's.
  const published = await lake.getDocument(id);
  if (!mayPublish(draft._type)) return { ok: false, status: 403, type: draft._type };
  if (published && !mayPublish(published._type)) return { ok: false, status: 403, type: published._type };
  if (rev !== undefined && draft._rev !== rev) {
    return {
      ok: false, status: 409, message: 'the draft changed since you loaded it: reload',
      text: { id: 'Draf sudah berubah sejak Anda memuatnya: muat ulang.', en: 'The draft changed since you loaded it: reload.' },
    };
  }
  const { errors, release } = await checkDocument(id, { ...draft, _id: id }, schemas, lake, flowsDir, deps.operations);
  if (errors.length > 0) return { ok: false, status: 400, message: errors[0]?.message ?? 'refused', issues: errors };
  // Recorded before the lake changes, so no process serving the new set has to check it again.
  if (release) await deps.releases?.record(definitionsRaw(release), author ?? 'studio');
  // One transaction: the published document takes the draft's body, the draft goes. The guard
  // makes the lake refuse it (409) if the draft changed after it was read here, even through
  // another process.
  const transactionId = await lake.mutate([
    { patch: { id: draftId(id), ifRevisionID: draft._rev ?? '', set: {} } },
    { createOrReplace: { ...bodyOf(draft), _id: id, _type: draft._type } },
    { delete: { id: draftId(id) } },
  ], author);
  return {
    ok: true, id, type: draft._type, ...(transactionId ? { transactionId } : {}),
    ...(published?._rev ? { previousRev: published._rev } : {}),
  };
}
