// Staff read an uploaded document with the admin token (like the studio); nobody else can.
import type { FastifyInstance } from 'fastify';
import { documentIdParamsSchema, type DocumentIdParams } from '../../../contracts';
import type { ShopContext } from '../../context';
import { errorResponses } from '../../http/error-responses';
import { requireAdmin } from '../../studio/auth';
import { readDocument } from './service';

export function documentStudioRoutes(app: FastifyInstance, ctx: ShopContext, adminToken: () => string | undefined): void {
  void app.register(async (scope) => {
    scope.addHook('preHandler', requireAdmin(adminToken));
    scope.get<{ Params: DocumentIdParams }>('/api/studio/documents/:documentId', {
      schema: {
        tags: ['studio'], summary: 'An uploaded identity document, decrypted (admin); image/jpeg or image/png',
        params: documentIdParamsSchema, response: errorResponses,
      },
    }, async (req, reply) => {
      const doc = await readDocument(ctx, req.params.documentId);
      // Personal data: never cached by a browser or a proxy.
      return reply.header('cache-control', 'no-store').type(doc.mime).send(doc.bytes);
    });
  });
}
