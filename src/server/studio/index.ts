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

export interface InstallStudioOptions {
  /** The lake's admin token (the development token when ADMIN_TOKEN is unset); default adminTokenOf(config). */
  adminToken?: () => string | undefined;
  dataset?: string;
  lake?: Lake;
}

export function installStudio(app: FastifyInstance, config: ServerConfig, options: InstallStudioOptions = {}): void {
  const adminToken = options.adminToken ?? adminTokenOf(config);
  const dataset = options.dataset ?? process.env.SANITY_DATASET ?? LOCAL_DATASET;
  const lake = options.lake;
  const projectId = process.env.SANITY_PROJECT_ID;
  const hosted = projectId && process.env.SANITY_TOKEN;
  const chosen = lake ?? (hosted
    ? createLake(fetchTransport(`https://${projectId}.api.sanity.io`), dataset, () => process.env.SANITY_TOKEN ?? '')
    : createLake(injectTransport(app), dataset, () => adminToken() ?? ''));
  studioRoutes(app, { flowsDir: config.flowsDir, adminToken, lake: chosen, schemas: loadStudioSchemas(config.flowsDir), dataset });
}
