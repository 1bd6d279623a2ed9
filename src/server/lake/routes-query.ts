import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from './errors';
import { checkDataset, paramsFromQuery, parsePerspective, requireAdmin, type DatasetParams, type LakeContext } from './context';
import { runGroq } from './groq';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const paramsSchema = { type: 'object', properties: { apiVersion: { type: 'string' }, dataset: { type: 'string' } }, required: ['apiVersion', 'dataset'] } as const;

/** GET and POST /v:apiVersion/data/query/:dataset -> { ms, query, result }. */
export function queryRoutes(app: FastifyInstance, ctx: LakeContext): void {
  const answer = async (req: FastifyRequest<{ Params: DatasetParams; Querystring: Record<string, string> }>, query: unknown, params: Record<string, unknown>) => {
    checkDataset(ctx, req.params.dataset);
    if (typeof query !== 'string' || query.trim() === '') throw badRequest('Missing "query"');
    const perspective = parsePerspective(req.query.perspective);
    if (perspective !== 'published') requireAdmin(ctx, req);
    const started = performance.now();
    const result = await runGroq(query, params, await ctx.store.view(perspective));
    const ms = Math.round((performance.now() - started) * 1000) / 1000;
    return req.query.returnQuery === 'false' ? { ms, result } : { ms, query, result };
  };
  app.get<{ Params: DatasetParams; Querystring: Record<string, string> }>('/v:apiVersion/data/query/:dataset', {
    schema: { hide: true, params: paramsSchema },
  }, async (req) => answer(req, req.query.query, paramsFromQuery(req.query)));
  app.post<{ Params: DatasetParams; Querystring: Record<string, string>; Body: unknown }>('/v:apiVersion/data/query/:dataset', {
    bodyLimit: 1024 * 1024, schema: { hide: true, params: paramsSchema },
  }, async (req) => {
    const body = isRecord(req.body) ? req.body : {};
    const params = body.params === undefined ? {} : body.params;
    if (!isRecord(params)) throw badRequest('"params" must be an object');
    return answer(req, body.query, params);
  });
}
