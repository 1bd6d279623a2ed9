import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendNotFound } from './errors';
import { installCompressedAssets } from './compressed-assets';
import { withDefinitionsVersion } from './definitions-meta';
import { installHomeDocument, type HomeHandler } from './home-document';
import { htmlTemplate } from './html-template';

/** Whether a path is one of the published home page's aliases (they get the home document too). */
export type HomeAliases = (path: string) => Promise<boolean>;

/** Paths that belong to the server, never to the SPA. */
const isServerPath = (url: string) => url.startsWith('/api/') || url === '/api' || url.startsWith('/sandbox/');

/** Whether a built SPA (index.html) exists in `dir`. */
export const hasSpa = (dir: string | undefined): dir is string => dir !== undefined && existsSync(resolve(dir, 'index.html'));

/**
 * Serves the built SPA. Unknown GET paths outside /api answer index.html, so the browser's router
 * shows the page (or its not-found page); /api and missing hashed assets answer the JSON 404.
 */
export async function installSpa(app: FastifyInstance, dir: string | undefined, isHomeAlias: HomeAliases = async () => false): Promise<void> {
  const root = hasSpa(dir) ? resolve(dir) : undefined;
  let home: HomeHandler | undefined;
  const index = root ? htmlTemplate(resolve(root, 'index.html')) : undefined;
  if (root) {
    installCompressedAssets(app, root);
    await app.register(fastifyStatic, {
      root,
      wildcard: true,
      index: 'index.html',
      setHeaders: (res, path) => {
        // Vite fingerprints /assets/*; index.html must be revalidated to pick up a new build.
        res.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    // The home's index.html carries its first banner preload and initial content (LCP on slow phones).
    home = installHomeDocument(app, root);
  }
  app.setNotFoundHandler(async (req, reply) => {
    const path = req.url.split('?')[0] ?? '/';
    if (index && (req.method === 'GET' || req.method === 'HEAD') && !isServerPath(path) && !path.startsWith('/assets/')) {
      if (home && (await isHomeAlias(path))) return home(req, reply);
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(await withDefinitionsVersion(app, await index()));
    }
    return sendNotFound(reply, `Route ${req.method} ${path} not found`);
  });
}
