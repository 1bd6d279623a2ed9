import type { FastifyInstance } from 'fastify';
import { authorOf } from './author';
import { checkDataset, one, requireEditor, requireType, type DatasetParams, type LakeContext } from './context';
import type { Mutation } from './types';
import { parseMutations } from './mutate';
import { badRequest } from './errors';

/** POST /v:apiVersion/data/mutate/:dataset: one request = one transaction, all or nothing. */
export function mutateRoutes(app: FastifyInstance, ctx: LakeContext): void {
  app.post<{ Params: DatasetParams; Querystring: Record<string, string>; Body: unknown }>('/v:apiVersion/data/mutate/:dataset', {
    // Definition documents (fields.json, messages.json) are larger than the shop API's 64 KB limit.
    bodyLimit: 8 * 1024 * 1024, schema: { hide: true },
  }, async (req) => {
    checkDataset(ctx, req.params.dataset);
    const caller = requireEditor(req);
    const mutations = parseMutations(req.body);
    for (const { id, type } of await touchedTypes(ctx, mutations)) requireType(caller, type, id);
    const txId = typeof req.body === 'object' && req.body !== null && 'transactionId' in req.body ? req.body.transactionId : undefined;
    if (txId !== undefined && (typeof txId !== 'string' || !/^[A-Za-z0-9_-]{1,64}$/.test(txId))) throw badRequest('Invalid transactionId');
    // dryRun: the same checks and results, nothing stored or announced.
    const dryRun = one(req.query.dryRun, 'dryRun') === 'true';
    const outcome = await ctx.store.transact(mutations, authorOf(req, caller), txId, dryRun);
    const withDocs = one(req.query.returnDocuments, 'returnDocuments') === 'true';
    return {
      transactionId: outcome.transactionId,
      results: outcome.results.map((r) => ({ id: r.id, operation: r.operation, ...(withDocs && r.document ? { document: r.document } : {}) })),
    };
  });
}

/**
 * The type of every document a transaction writes: the one it gives, and the one the stored document
 * (or its draft's counterpart) has, so a role can neither change nor retype a document of the other side.
 */
async function touchedTypes(ctx: LakeContext, mutations: Mutation[]): Promise<Array<{ id: string; type: string }>> {
  const out: Array<{ id: string; type: string }> = [];
  for (const m of mutations) {
    const input = 'create' in m ? m.create : 'createOrReplace' in m ? m.createOrReplace : 'createIfNotExists' in m ? m.createIfNotExists : null;
    const id = 'delete' in m ? m.delete.id : 'patch' in m ? m.patch.id ?? '' : typeof input?._id === 'string' ? input._id : '';
    if (input && typeof input._type === 'string') out.push({ id, type: input._type });
    const published = id.startsWith('drafts.') ? id.slice('drafts.'.length) : id;
    for (const known of [id, published, `drafts.${published}`]) {
      const stored = known ? await ctx.store.get(known) : undefined;
      if (stored) out.push({ id, type: stored._type });
    }
  }
  return out;
}
