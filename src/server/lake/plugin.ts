// The local content lake: the subset of Sanity's HTTP API that @sanity/client 7 uses, at the server root.
import type { FastifyError, FastifyInstance } from 'fastify';
import type { LakeContext } from './context';
import { LakeError } from './errors';
import { assetRoutes } from './routes-assets';
import { docRoutes } from './routes-doc';
import { historyRoutes } from './routes-history';
import { listenRoutes } from './routes-listen';
import { mutateRoutes } from './routes-mutate';
import { queryRoutes } from './routes-query';

export async function registerLake(app: FastifyInstance, ctx: LakeContext): Promise<void> {
  // Encapsulated: the raw-body parser and Sanity's error shape apply to the lake's routes only.
  await app.register(async (lake) => {
    lake.setErrorHandler((err: FastifyError | LakeError, req, reply) => {
      if (err instanceof LakeError) return reply.code(err.statusCode).send(err.body);
      const status = typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
      if (status === 500) req.log.error({ err }, 'lake error');
      return reply.code(status).send({ error: { description: status === 500 ? 'Internal error' : err.message, type: status === 500 ? 'httpInternalServerError' : 'httpBadRequest' } });
    });
    queryRoutes(lake, ctx);
    mutateRoutes(lake, ctx);
    docRoutes(lake, ctx);
    listenRoutes(lake, ctx);
    historyRoutes(lake, ctx);
    assetRoutes(lake, ctx);
  });
}
