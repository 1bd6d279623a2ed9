// The studio's routes alone on a Fastify app, signed in by a token, over an in-memory lake and the
// shop's own flows/ and schemas: what the studio route tests share.
import { resolve } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { tokenOnlyAuth } from '../../src/server/editors/principal';
import { installErrorHandling } from '../../src/server/http/errors';
import { studioRoutes } from '../../src/server/studio/routes';
import { loadStudioSchemas } from '../../src/server/studio/schemas';
import { memoryLake, type MemoryLake } from './studio-memory-lake';

const ROOT = resolve(import.meta.dirname, '../..');

export async function studioRoutesApp(token: string): Promise<{ app: FastifyInstance; lake: MemoryLake }> {
  const lake = memoryLake();
  const app = Fastify();
  installErrorHandling(app);
  studioRoutes(app, { auth: tokenOnlyAuth(() => token), deps: { flowsDir: resolve(ROOT, 'flows'), lake, schemas: loadStudioSchemas(resolve(ROOT, 'flows')) }, dataset: 'production' });
  await app.ready();
  return { app, lake };
}
