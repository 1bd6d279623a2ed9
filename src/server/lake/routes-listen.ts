import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { callerOf, checkDataset, one, paramsFromQuery, type DatasetParams, type LakeContext } from './context';
import { mutationEvents } from './events';
import { matchesListenQuery, parseGroq } from './groq';
import { isDraftId } from './ids';
import { checkQueryBounds } from './query-bounds';
import { openSse } from './sse';
import type { MutationEvent } from './types';

/**
 * GET /v:apiVersion/data/listen/:dataset?query=&includeResult=&includePreviousRevision=: server-sent
 * events as @sanity/client's listen() reads them: `welcome`, then `mutation` per changed document
 * matching the query (before or after the change). Events come from this process's store.
 */
export function listenRoutes(app: FastifyInstance, ctx: LakeContext): void {
  app.get<{ Params: DatasetParams; Querystring: Record<string, string> }>('/v:apiVersion/data/listen/:dataset', { schema: { hide: true } }, async (req, reply) => {
    checkDataset(ctx, req.params.dataset);
    const query = one(req.query.query, 'query') ?? '*';
    const params = paramsFromQuery(req.query);
    const caller = callerOf(req);
    // The filter is parsed here and run on every commit in this thread: bounded unless the admin token sends it.
    if (caller?.via !== 'token') checkQueryBounds(query, params);
    parseGroq(query); // a bad query is a 400 before the stream opens
    const admin = caller !== null;
    const includeResult = one(req.query.includeResult, 'includeResult') !== 'false';
    const includePrevious = one(req.query.includePreviousRevision, 'includePreviousRevision') === 'true';
    const sse = openSse(req, reply, ctx.streams);
    sse.send('welcome', { listenerName: `lake-${randomBytes(6).toString('hex')}` });
    const matches = async (e: MutationEvent): Promise<boolean> => {
      if (isDraftId(e.documentId) && !admin) return false;
      for (const doc of [e.result, e.previous]) if (doc && (await matchesListenQuery(query, params, doc))) return true;
      return false;
    };
    const off = ctx.store.onCommit((outcome, author) => {
      void (async () => {
        for (const e of mutationEvents(outcome, author)) {
          try {
            if (!(await matches(e))) continue;
          } catch {
            continue;
          }
          const { result, previous, ...rest } = e;
          sse.send('mutation', { ...rest, ...(includeResult && result ? { result } : {}), ...(includePrevious && previous ? { previous } : {}) }, e.eventId);
        }
      })();
    });
    sse.onClose(off);
  });
}
