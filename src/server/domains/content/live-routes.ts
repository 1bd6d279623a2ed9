// GET /api/live: server-sent events `mutation` { documentId, type, transition, rev } for every change of
// a published document (studio publishes reach open browsers without a reload). Keep-alive every 15 s.
// GET /api/studio/live-reach/:documentId?rev=: for the studio, whether that published revision has been
// written to the pages open on /api/live (waits for it a while), from the same streams.
import type { FastifyInstance } from 'fastify';
import type { ContentContext } from '../../content/context';
import { LiveReach } from '../../content/live-reach';
import type { LiveRelay } from '../../content/live-relay';
import { REVISION_PATTERN } from '../../lake/ids';
import { openSse } from '../../lake/sse';
import { requireCaller } from '../../studio/auth';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route may hold a valid request's answer on purpose (a long poll). */
    holdsAnswer?: boolean;
  }
}

/** How long the studio's question waits for the delivery before it is answered "not yet". */
const REACH_WAIT_MS = 20_000;

const reachSchema = {
  params: {
    type: 'object', additionalProperties: false, required: ['documentId'],
    properties: { documentId: { type: 'string', pattern: '^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$', maxLength: 200 } },
  },
  querystring: {
    type: 'object', additionalProperties: false, required: ['rev'],
    properties: { rev: { type: 'string', pattern: REVISION_PATTERN, maxLength: 64 } },
  },
} as const;

export function contentLiveRoutes(app: FastifyInstance, ctx: ContentContext, relay: LiveRelay): void {
  const reach = new LiveReach(ctx.now);
  app.get('/api/live', {
    schema: { tags: ['content'], summary: 'Server-sent events: mutation {documentId, type, transition, rev} of published documents' },
  }, async (req, reply) => {
    const sse = openSse(req, reply, ctx.streams);
    sse.send('welcome', { ok: true });
    const closed = reach.pageOpened();
    const off = relay.subscribe((e) => {
      sse.send('mutation', e, `${e.documentId}@${Date.now()}`);
      reach.delivered(e);
    });
    sse.onClose(() => { off(); closed(); });
  });

  void app.register(async (scope) => {
    scope.addHook('preHandler', requireCaller(ctx.editors));
    scope.get<{ Params: { documentId: string }; Querystring: { rev: string } }>('/api/studio/live-reach/:documentId', {
      // A long poll: a valid question may wait up to REACH_WAIT_MS for its answer (the fuzz knows it by this).
      config: { holdsAnswer: true },
      schema: { tags: ['studio'], summary: 'Whether a published revision reached the open shop pages (waits up to 20 s)', ...reachSchema },
    }, async (req, reply) => {
      const answer = await reach.reached(req.params.documentId, req.query.rev, REACH_WAIT_MS);
      return reply.header('cache-control', 'no-store').send(answer);
    });
  });
}
