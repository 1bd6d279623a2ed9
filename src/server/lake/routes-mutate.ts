import type { FastifyInstance } from 'fastify';
import { checkDataset, one, requireAdmin, type DatasetParams, type LakeContext } from './context';
import { parseMutations } from './mutate';
import { badRequest } from './errors';

/** POST /v:apiVersion/data/mutate/:dataset: one request = one transaction, all or nothing. */
export function mutateRoutes(app: FastifyInstance, ctx: LakeContext): void {
  app.post<{ Params: DatasetParams; Querystring: Record<string, string>; Body: unknown }>('/v:apiVersion/data/mutate/:dataset', {
    // Definition documents (fields.json, messages.json) are larger than the shop API's 64 KB limit.
    bodyLimit: 8 * 1024 * 1024, schema: { hide: true },
  }, async (req) => {
    checkDataset(ctx, req.params.dataset);
    requireAdmin(ctx, req);
    const mutations = parseMutations(req.body);
    const txId = typeof req.body === 'object' && req.body !== null && 'transactionId' in req.body ? req.body.transactionId : undefined;
    if (txId !== undefined && (typeof txId !== 'string' || !/^[A-Za-z0-9_-]{1,64}$/.test(txId))) throw badRequest('Invalid transactionId');
    // dryRun: the same checks and results, nothing stored or announced.
    const dryRun = one(req.query.dryRun, 'dryRun') === 'true';
    const outcome = await ctx.store.transact(mutations, 'admin', txId, dryRun);
    const withDocs = one(req.query.returnDocuments, 'returnDocuments') === 'true';
    return {
      transactionId: outcome.transactionId,
      results: outcome.results.map((r) => ({ id: r.id, operation: r.operation, ...(withDocs && r.document ? { document: r.document } : {}) })),
    };
  });
}
