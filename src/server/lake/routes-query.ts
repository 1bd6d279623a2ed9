import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { badRequest } from './errors';
import { callerOf, checkDataset, one, paramsFromQuery, parsePerspective, requireEditor, type DatasetParams, type LakeContext } from './context';
import { runGroq } from './groq';
import { checkQueryBounds } from './query-bounds';
import { QueryCache } from './query-cache';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const paramsSchema = { type: 'object', properties: { apiVersion: { type: 'string', maxLength: 32 }, dataset: { type: 'string', maxLength: 64 } }, required: ['apiVersion', 'dataset'] } as const;

/** Only the admin token's queries are trusted to run in this thread. */
const trusted = (req: FastifyRequest): boolean => callerOf(req)?.via === 'token';

/**
 * GET and POST /v:apiVersion/data/query/:dataset -> { ms, query, result }. With the admin token
 * (the shop's own reads, scripts) in this thread on the indexed view; anonymous callers (published
 * documents only) and editors' sessions within the bounds of query-bounds.ts, parsed and evaluated
 * in a budgeted worker (untrusted-queries.ts), never slowing the shop's own reads.
 */
export function queryRoutes(app: FastifyInstance, ctx: LakeContext): void {
  const cache = new QueryCache();
  /** Untrusted answers as JSON text, per generation like `cache`. */
  const untrustedCache = new QueryCache();
  const answer = async (
    req: FastifyRequest<{ Params: DatasetParams; Querystring: Record<string, string> }>, reply: FastifyReply, query: unknown, params: Record<string, unknown>,
  ) => {
    checkDataset(ctx, req.params.dataset);
    if (typeof query !== 'string' || query.trim() === '') throw badRequest('Missing "query"');
    const perspective = parsePerspective(one(req.query.perspective, 'perspective'));
    if (perspective !== 'published') requireEditor(req);
    const withQuery = one(req.query.returnQuery, 'returnQuery') !== 'false';
    const started = performance.now();
    // Queries using now() depend on the time, not only on the documents.
    const cacheable = !query.includes('now()');
    if (!trusted(req)) {
      // Measured, never parsed, here: the worker parses it (a syntax error comes back as a 400).
      checkQueryBounds(query, params);
      const generation = ctx.store.generation;
      const key = `${perspective}\u0000${query}\u0000${JSON.stringify(params)}`;
      const hit = cacheable ? untrustedCache.get(generation, key) : { hit: false as const };
      const json = hit.hit ? String(hit.value) : await ctx.untrustedQueries.run(perspective, query, params);
      if (!hit.hit && cacheable) untrustedCache.set(generation, key, json);
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
