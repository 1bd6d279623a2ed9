import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendNotFound } from './errors';
import { installCompressedAssets } from './compressed-assets';
import type { ServerRenderer } from '../../contracts/server-render';
import { installPageDocuments, loadRenderer, type PageHandler } from './page-document';

const RENDERER_AFTER_LISTEN_MS = 1000;

/**
 * Paths that belong to the server, never to the SPA: the API, the sandbox, and the content lake's
 * (Sanity's /v<apiVersion>/data/... and /v<apiVersion>/assets/..., and its image files under /images/).
 * Their errors, not-found included, are the JSON envelope; a path the router cannot match there (an
 * over-long parameter falls through to the static files' wildcard) must not get the page. Judged on the
 * decoded path, as the router matches it (`/%61pi/...` is the API).
 */
export function isServerPath(rawPath: string): boolean {
  let path = rawPath;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    // Not decodable: judged as sent.
  }
  return path === '/api' || /^\/(?:api|sandbox|images)\//.test(path) || /^\/v[^/]+\/(?:data|assets)(?:\/|$)/.test(path);
}

/** Whether a built SPA (index.html) exists in `dir`. */
export const hasSpa = (dir: string | undefined): dir is string => dir !== undefined && existsSync(resolve(dir, 'index.html'));

/**
 * Serves the built SPA. Unknown GET paths outside /api answer the page document (server-rendered
 * when the render module is built and knows the route, else index.html), so the browser's router
 * shows the page (or its not-found page); /api and missing hashed assets answer the JSON 404.
 */
export async function installSpa(app: FastifyInstance, dir: string | undefined): Promise<void> {
  const root = hasSpa(dir) ? resolve(dir) : undefined;
  let page: PageHandler | undefined;
  if (root) {
    installCompressedAssets(app, root);
    await app.register(fastifyStatic, {
      root,
      wildcard: true,
      index: false,
      setHeaders: (res, path) => {
        // Vite fingerprints /assets/*; index.html must be revalidated to pick up a new build.
        res.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    // The render module (React and every route's definition) is not needed to answer the API: it loads
    // when the first page is asked for, or a little after listen, so a restart answers sooner; a page asked
    // for meanwhile waits for it.
    let renderer: Promise<ServerRenderer | null> | undefined;
    const loaded = () => (renderer ??= loadRenderer(root, app).catch((err: unknown) => {
      app.log.error({ err }, 'the server render module did not load: pages get the shell');
      return null;
    }));
    app.addHook('onListen', async () => { setTimeout(() => { void loaded(); }, RENDERER_AFTER_LISTEN_MS).unref(); });
    page = installPageDocuments(app, root, loaded);
  }
  app.setNotFoundHandler(async (req, reply) => {
    const path = req.url.split('?')[0] ?? '/';
    if (page && (req.method === 'GET' || req.method === 'HEAD') && !isServerPath(path) && !path.startsWith('/assets/')) return page(req, reply);
    return sendNotFound(reply, `Route ${req.method} ${path} not found`);
  });
}
