// The local content lake: the subset of Sanity's HTTP API that @sanity/client 7 uses, at the server root.
import type { FastifyError, FastifyInstance } from 'fastify';
import type { LakeContext } from './context';
import { DomainError } from '../errors';
import { envelope } from '../http/errors';
import { LakeError } from './errors';
import { assetRoutes } from './routes-assets';
import { docRoutes } from './routes-doc';
import { historyRoutes } from './routes-history';
import { listenRoutes } from './routes-listen';
import { mutateRoutes } from './routes-mutate';
import { queryRoutes } from './routes-query';

/**
 * Sanity's error shape ({ error: { description, type } }, what @sanity/client reads) plus the shop's
 * envelope ({ code, message, errors }, what every other answer of the server has).
 */
function withEnvelope(status: number, body: { error: Record<string, unknown> }) {
  const description = typeof body.error.description === 'string' ? body.error.description : 'lake error';
  return { ...envelope(status, description), ...body };
}

export async function registerLake(app: FastifyInstance, ctx: LakeContext): Promise<void> {
  // Encapsulated: the raw-body parser and Sanity's error shape apply to the lake's routes only.
  await app.register(async (lake) => {
    lake.setErrorHandler((err: FastifyError | LakeError | DomainError, req, reply) => {
      if (err instanceof LakeError) return reply.code(err.statusCode).send(withEnvelope(err.statusCode, err.body));
      const status = err instanceof DomainError ? err.httpStatus
        : typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
      if (status === 500) req.log.error({ err }, 'lake error');
      const description = status === 500 ? 'Internal error' : err.message;
      return reply.code(status).send(withEnvelope(status, { error: { description, type: status === 500 ? 'httpInternalServerError' : 'httpBadRequest' } }));
    });
    lake.addHook('onRequest', async (req) => { await ctx.auth.resolve(req); });
    queryRoutes(lake, ctx);
    mutateRoutes(lake, ctx);
    docRoutes(lake, ctx);
    listenRoutes(lake, ctx);
    historyRoutes(lake, ctx);
    assetRoutes(lake, ctx);
  });
}
