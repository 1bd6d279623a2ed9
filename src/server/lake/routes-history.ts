import type { FastifyInstance } from 'fastify';
import { checkDataset, one, requireEditor, type LakeContext } from './context';
import { badRequest, notFoundError } from './errors';
import { isValidRevision } from './ids';

/**
 * GET /v:apiVersion/data/history/:dataset/documents/:id?revision=<rev> -> { documents: [doc] } (Sanity's),
 * GET /v:apiVersion/data/history/:dataset/revisions/:id -> [{ rev, transactionId, timestamp, operation, author? }] (ours, newest first).
 */
export function historyRoutes(app: FastifyInstance, ctx: LakeContext): void {
  app.get<{ Params: { apiVersion: string; dataset: string; id: string }; Querystring: { revision?: string } }>(
    '/v:apiVersion/data/history/:dataset/documents/:id', { schema: { hide: true } }, async (req) => {
      checkDataset(ctx, req.params.dataset);
      requireEditor(req);
      const rev = one(req.query.revision, 'revision');
      if (!rev) throw badRequest('Missing "revision"');
      if (!isValidRevision(rev)) throw badRequest(`"${rev.slice(0, 64)}" is not a revision`);
      const doc = await ctx.store.atRevision(req.params.id, rev);
      if (doc === undefined) throw notFoundError(`Document "${req.params.id}" has no revision "${rev}"`);
      return { documents: doc ? [doc] : [] };
    });
  app.get<{ Params: { apiVersion: string; dataset: string; id: string } }>(
    '/v:apiVersion/data/history/:dataset/revisions/:id', { schema: { hide: true } }, async (req) => {
      checkDataset(ctx, req.params.dataset);
      requireEditor(req);
      return ctx.store.revisions(req.params.id);
    });
}
