// GET /api/live: server-sent events `mutation` { documentId, type, transition } for every change of
// a published document (studio publishes reach open browsers without a reload). Keep-alive every 15 s.
import type { FastifyInstance } from 'fastify';
import type { ContentContext } from '../../content/context';
import type { LiveRelay } from '../../content/live-relay';
import { openSse } from '../../lake/sse';

export function contentLiveRoutes(app: FastifyInstance, ctx: ContentContext, relay: LiveRelay): void {
  app.get('/api/live', {
    schema: { tags: ['content'], summary: 'Server-sent events: mutation {documentId, type, transition} of published documents' },
  }, async (req, reply) => {
    const sse = openSse(req, reply, ctx.streams);
    sse.send('welcome', { ok: true });
    sse.onClose(relay.subscribe((e) => sse.send('mutation', e, `${e.documentId}@${Date.now()}`)));
  });
}
