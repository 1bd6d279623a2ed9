// Staff (ops and admins, or the admin token, like the studio) read an uploaded document; nobody else can.
import type { FastifyInstance } from 'fastify';
import { documentIdParamsSchema, type DocumentIdParams } from '../../../contracts';
import type { ShopContext } from '../../context';
import { errorResponses } from '../../http/error-responses';
import { requireCaller, type CallerAuth } from '../../studio/auth';
import { mayUseStaffScreens } from '../../editors/roles';
import { readDocument } from './service';

export function documentStudioRoutes(app: FastifyInstance, ctx: ShopContext, auth: CallerAuth): void {
  void app.register(async (scope) => {
    scope.addHook('preHandler', requireCaller(auth, mayUseStaffScreens));
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
