import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ShopContext } from '../../context';
import { operationRoute } from '../../http/operation-route';
import { readUpload } from './read-upload';
import { deleteDocument, storeDocument, sweepDocumentFiles } from './service';
import { limitUploadsPerClient } from './uploads-per-client';
import { operations } from './contract';

/** The customer's side: upload (multipart, in its own scope so no other route parses multipart) and remove. */
export async function documentRoutes(app: FastifyInstance, ctx: ShopContext): Promise<void> {
  // Before the first request: files left by rows deleted while the shop was down go now.
  const swept = await sweepDocumentFiles(ctx);
  if (swept > 0) ctx.log.info({ swept }, 'identity document files without a row removed');
  await app.register(async (scope) => {
    await scope.register(multipart);
    limitUploadsPerClient(scope);
    operationRoute(scope, operations['documents.upload']).handle(async ({ params, query, request, reply }) =>
      storeDocument(ctx, params.kind, query.sessionId, await readUpload(request, reply, (await ctx.site()).constants)));
  });
  operationRoute(app, operations['documents.delete']).handle(async ({ params, query }) =>
    deleteDocument(ctx, params.documentId, query.sessionId));
}
