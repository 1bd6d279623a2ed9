// Registers the studio API on the shop app: the admin token, the lake it publishes to (the local
// lake in-process, or hosted Sanity when SANITY_PROJECT_ID is set) and the schemas from flows/.
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import { createLake, fetchTransport, injectTransport, type Lake } from './lake';
import { studioRoutes } from './routes';
import { loadStudioSchemas } from './schemas';

export const LOCAL_DATASET = 'production';

/** The admin token: the server config's once the lake layer puts it there, else ADMIN_TOKEN (read per request). */
export function adminTokenOf(config: ServerConfig): () => string | undefined {
  return () => {
    const fromConfig: unknown = (config as unknown as Record<string, unknown>).adminToken;
    if (typeof fromConfig === 'string' && fromConfig !== '') return fromConfig;
    const env = process.env.ADMIN_TOKEN;
    return env === undefined || env === '' ? undefined : env;
  };
}

export function installStudio(app: FastifyInstance, config: ServerConfig, lake?: Lake): void {
  const adminToken = adminTokenOf(config);
  const projectId = process.env.SANITY_PROJECT_ID;
  const hosted = projectId && process.env.SANITY_TOKEN;
  const chosen = lake ?? (hosted
    ? createLake(fetchTransport(`https://${projectId}.api.sanity.io`), process.env.SANITY_DATASET ?? LOCAL_DATASET, () => process.env.SANITY_TOKEN ?? '')
    : createLake(injectTransport(app), process.env.SANITY_DATASET ?? LOCAL_DATASET, () => adminToken() ?? ''));
  studioRoutes(app, { flowsDir: config.flowsDir, adminToken, lake: chosen, schemas: loadStudioSchemas(config.flowsDir) });
}
