import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from './errors';
import { checkDataset, one, paramsFromQuery, parsePerspective, requireAdmin, type DatasetParams, type LakeContext } from './context';
import { runGroq } from './groq';
import { QueryCache } from './query-cache';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const paramsSchema = { type: 'object', properties: { apiVersion: { type: 'string', maxLength: 32 }, dataset: { type: 'string', maxLength: 64 } }, required: ['apiVersion', 'dataset'] } as const;

/** GET and POST /v:apiVersion/data/query/:dataset -> { ms, query, result }. */
export function queryRoutes(app: FastifyInstance, ctx: LakeContext): void {
  const cache = new QueryCache();
  const answer = async (req: FastifyRequest<{ Params: DatasetParams; Querystring: Record<string, string> }>, query: unknown, params: Record<string, unknown>) => {
    checkDataset(ctx, req.params.dataset);
    if (typeof query !== 'string' || query.trim() === '') throw badRequest('Missing "query"');
    const perspective = parsePerspective(one(req.query.perspective, 'perspective'));
    if (perspective !== 'published') requireAdmin(ctx, req);
    const started = performance.now();
    const view = await ctx.store.view(perspective);
    // Generation read after the view: a commit in between only makes the entry unusable, never stale.
    const generation = ctx.store.generation;
    const key = `${perspective}\u0000${query}\u0000${JSON.stringify(params)}`;
    const cached = cache.get(generation, key);
    // Queries using now() depend on the time, not only on the documents.
    const cacheable = !query.includes('now()');
    const result = cached.hit && cacheable ? cached.value : await runGroq(query, params, view);
    if (!cached.hit && cacheable) cache.set(generation, key, result);
    const ms = Math.round((performance.now() - started) * 1000) / 1000;
    return one(req.query.returnQuery, 'returnQuery') === 'false' ? { ms, result } : { ms, query, result };
  };
  app.get<{ Params: DatasetParams; Querystring: Record<string, string> }>('/v:apiVersion/data/query/:dataset', {
    schema: { hide: true, params: paramsSchema },
  }, async (req) => answer(req, one(req.query.query, 'query'), paramsFromQuery(req.query)));
  app.post<{ Params: DatasetParams; Querystring: Record<string, string>; Body: unknown }>('/v:apiVersion/data/query/:dataset', {
    bodyLimit: 1024 * 1024, schema: { hide: true, params: paramsSchema },
  }, async (req) => {
    const body = isRecord(req.body) ? req.body : {};
    const params = body.params === undefined ? {} : body.params;
    if (!isRecord(params)) throw badRequest('"params" must be an object');
    return answer(req, body.query, params);
  });
}
