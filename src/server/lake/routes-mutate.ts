import type { FastifyInstance } from 'fastify';
import { authorOf } from './author';
import { checkDataset, one, requireEditor, requireType, type DatasetParams, type LakeContext } from './context';
import type { Principal } from '../editors/principal';
import { draftId, isDraftId, publishedId } from './ids';
import type { Authorize } from './store';
import { parseMutations } from './mutate';
import { tellRevision } from './read-your-writes';
import { badRequest, LakeError } from './errors';

/** POST /v:apiVersion/data/mutate/:dataset: one request = one transaction, all or nothing. */
export function mutateRoutes(app: FastifyInstance, ctx: LakeContext): void {
  app.post<{ Params: DatasetParams; Querystring: Record<string, string>; Body: unknown }>('/v:apiVersion/data/mutate/:dataset', {
    // Definition documents (fields.json, messages.json) are larger than the shop API's 64 KB limit.
    bodyLimit: 8 * 1024 * 1024, schema: { hide: true },
  }, async (req, reply) => {
    checkDataset(ctx, req.params.dataset);
    const caller = requireEditor(req);
    const mutations = parseMutations(req.body);
    const txId = typeof req.body === 'object' && req.body !== null && 'transactionId' in req.body ? req.body.transactionId : undefined;
    if (txId !== undefined && (typeof txId !== 'string' || !/^[A-Za-z0-9_-]{1,64}$/.test(txId))) throw badRequest('Invalid transactionId');
    // dryRun: the same checks and results, nothing stored or announced.
    const dryRun = one(req.query.dryRun, 'dryRun') === 'true';
    const outcome = await ctx.store.transact(mutations, authorOf(req, caller), txId, dryRun, roleCheck(caller));
    const withDocs = one(req.query.returnDocuments, 'returnDocuments') === 'true';
    if (!dryRun && outcome.changes.length > 0) tellRevision(req, reply, outcome.transactionId);
    return {
      transactionId: outcome.transactionId,
      results: outcome.results.map((r) => ({ id: r.id, operation: r.operation, ...(withDocs && r.document ? { document: r.document } : {}) })),
    };
  });
}

function publishFirst(id: string): LakeError {
  const text = {
    id: `Dokumen terbit "${id}" hanya berubah lewat tombol Terbitkan di studio: simpan sebagai draf, lalu terbitkan.`,
    en: `The published document "${id}" changes only through the studio's Publish: save it as a draft, then publish it.`,
  };
  return new LakeError(403, { error: { description: text.en, type: 'httpForbidden', text } });
}

/**
 * A role may write a document only if it may edit every type the document has, as stored and as the
 * whole transaction leaves it, and the type of its draft or published counterpart (a marketer's draft
 * must not be published over an ops document, nor a banner retyped into a definition by a later step).
 */
function roleCheck(caller: Principal): Authorize {
  return (changes, stored) => {
    const next = new Map(changes.map((ch) => [ch.id, ch.next]));
    const typeOf = (id: string): string | undefined => (next.has(id) ? next.get(id)?._type : stored(id)?._type);
    for (const ch of changes) {
      const counterpart = publishedId(ch.id) === ch.id ? draftId(ch.id) : publishedId(ch.id);
      for (const type of [ch.previous?._type, ch.next?._type, typeOf(counterpart), stored(counterpart)?._type]) {
        if (type !== undefined) requireType(caller, type, ch.id);
      }
      // What the shop serves changes only through the publish checks (the studio's publish, which
      // writes with the admin token): an editor's session writes drafts.
      if (caller.via === 'session' && !isDraftId(ch.id)) throw publishFirst(ch.id);
    }
  };
}
