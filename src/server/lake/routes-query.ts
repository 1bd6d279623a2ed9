import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { badRequest } from './errors';
import { callerOf, checkDataset, one, paramsFromQuery, parsePerspective, requireEditor, type DatasetParams, type LakeContext } from './context';
import { parseGroq, runGroq } from './groq';
import { QueryCache } from './query-cache';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const paramsSchema = { type: 'object', properties: { apiVersion: { type: 'string', maxLength: 32 }, dataset: { type: 'string', maxLength: 64 } }, required: ['apiVersion', 'dataset'] } as const;

/**
 * GET and POST /v:apiVersion/data/query/:dataset -> { ms, query, result }. With the admin token
 * (the shop's own reads, the studio) in this thread on the indexed view; without it, published
 * documents only, in the budgeted worker (public-query.ts), never slowing the shop's own reads.
 */
export function queryRoutes(app: FastifyInstance, ctx: LakeContext): void {
  const cache = new QueryCache();
  /** Anonymous answers as JSON text, per generation like `cache`. */
  const publicCache = new QueryCache();
  const answer = async (
    req: FastifyRequest<{ Params: DatasetParams; Querystring: Record<string, string> }>, reply: FastifyReply, query: unknown, params: Record<string, unknown>,
  ) => {
    checkDataset(ctx, req.params.dataset);
    if (typeof query !== 'string' || query.trim() === '') throw badRequest('Missing "query"');
    const perspective = parsePerspective(one(req.query.perspective, 'perspective'));
    if (perspective !== 'published') requireEditor(req);
    const withQuery = one(req.query.returnQuery, 'returnQuery') !== 'false';
    const started = performance.now();
    if (callerOf(req) === null) {
      parseGroq(query); // a syntax error is a 400 without a trip to the worker
      const generation = ctx.store.generation;
      const key = `${query}\u0000${JSON.stringify(params)}`;
      const hit = query.includes('now()') ? { hit: false as const } : publicCache.get(generation, key);
      const json = hit.hit ? String(hit.value) : await ctx.publicQueries.run(query, params);
      if (!hit.hit && !query.includes('now()')) publicCache.set(generation, key, json);
      const ms = Math.round((performance.now() - started) * 1000) / 1000;
      // The worker's JSON text goes out as is: no parse and stringify of a large answer here.
      return reply.type('application/json; charset=utf-8')
        .send(`{"ms":${ms},${withQuery ? `"query":${JSON.stringify(query)},` : ''}"result":${json}}`);
    }
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
    return withQuery ? { ms, query, result } : { ms, result };
  };
  app.get<{ Params: DatasetParams; Querystring: Record<string, string> }>('/v:apiVersion/data/query/:dataset', {
    schema: { hide: true, params: paramsSchema },
  }, async (req, reply) => answer(req, reply, one(req.query.query, 'query'), paramsFromQuery(req.query)));
  app.post<{ Params: DatasetParams; Querystring: Record<string, string>; Body: unknown }>('/v:apiVersion/data/query/:dataset', {
    bodyLimit: 1024 * 1024, schema: { hide: true, params: paramsSchema },
  }, async (req, reply) => {
    const body = isRecord(req.body) ? req.body : {};
    const params = body.params === undefined ? {} : body.params;
    if (!isRecord(params)) throw badRequest('"params" must be an object');
    return answer(req, reply, body.query, params);
  });
}
