import type { FastifyInstance } from 'fastify';
import { callerOf, checkDataset, type LakeContext } from './context';
import { isDraftId } from './ids';
import type { LakeDocument } from './types';

/** GET /v:apiVersion/data/doc/:dataset/:ids (comma-separated) -> { documents, omitted }. */
export function docRoutes(app: FastifyInstance, ctx: LakeContext): void {
  app.get<{ Params: { apiVersion: string; dataset: string; ids: string } }>('/v:apiVersion/data/doc/:dataset/:ids', { schema: { hide: true } }, async (req) => {
    checkDataset(ctx, req.params.dataset);
    const admin = callerOf(req) !== null;
    const documents: LakeDocument[] = [];
    const omitted: Array<{ id: string; reason: 'existence' | 'permission' }> = [];
    for (const id of req.params.ids.split(',').map((s) => s.trim()).filter(Boolean)) {
      // Drafts are private: without the admin token or an editor's session they are reported as not permitted.
      if (isDraftId(id) && !admin) { omitted.push({ id, reason: 'permission' }); continue; }
      const doc = await ctx.store.get(id);
      if (doc) documents.push(doc);
      else omitted.push({ id, reason: 'existence' });
    }
    return { documents, omitted };
  });
}
