// The shop in-process (with a minimal SPA), listening on a free port, with the list of its routes.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RouteOptions } from 'fastify';
import { buildApp, type BuildAppOptions } from '../../../src/server/app';
import { loadConfig } from '../../../src/server/config';
import type { Db } from '../../../src/server/db/types';
import { readKnobs } from '../../../src/server/domain-parts';
import { paymentWebhookSecret } from '../../../src/server/domains/payments/knobs';
import { DOMAINS } from '../../../src/server/domains/registry';
import { fuzzBases, gatewaySigner } from './bases';
import type { FuzzOptions, FuzzRoute } from './requests';

const FUZZ_ADMIN_TOKEN = 'fuzz-admin-token-0123456789';

export interface FuzzShop {
  port: number;
  routes: FuzzRoute[];
  /** What fuzzRequests needs besides the routes: the admin token, valid requests, the gateway signer. */
  options: Omit<FuzzOptions, 'seed'>;
  close(): Promise<void>;
}

/** Starts the shop on a migrated and seeded database; the caller closes the database after it. */
export async function startFuzzShop(db: Db, extra: Partial<BuildAppOptions> = {}): Promise<FuzzShop> {
  const routes: FuzzRoute[] = [];
  const onRoute = (r: RouteOptions) => {
    for (const method of [r.method].flat()) {
      // Fastify adds a HEAD twin to every GET; the fuzz sends HEAD itself.
      if (method === 'HEAD' && routes.some((x) => x.url === r.url && x.method === 'GET')) continue;
      const holds = (r.config as { holdsAnswer?: boolean } | undefined)?.holdsAnswer === true;
      routes.push({ method, url: r.url, ...(r.schema ? { schema: r.schema as FuzzRoute['schema'] } : {}), ...(holds ? { holds } : {}) });
    }
  };
  // A minimal built SPA, so its static files, fallback and home document are fuzzed too.
  const staticDir = mkdtempSync(join(tmpdir(), 'fuzz-spa-'));
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>');
  mkdirSync(join(staticDir, 'assets'));
  writeFileSync(join(staticDir, 'assets', 'app.js'), 'console.log(1)');
  // The limiter stays on (it is part of what a request meets) with a limit the fuzz cannot reach.
  const config = loadConfig({ NODE_ENV: 'test' }, { rateLimitMax: 1_000_000_000, staticDir, adminToken: FUZZ_ADMIN_TOKEN });
  const app = await buildApp({ db, config, ...extra, onRoute });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const options = { adminToken: FUZZ_ADMIN_TOKEN, bases: await fuzzBases(app), sign: gatewaySigner(readKnobs(DOMAINS, config)(paymentWebhookSecret) ?? '') };
  const close = async () => {
    await app.close();
    rmSync(staticDir, { recursive: true, force: true });
  };
  // By path and method, not registration order (which the domain folders decide): a seed gives the same requests.
  routes.sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method));
  return { port, routes, options, close };
}
