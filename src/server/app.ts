import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import { TtlCache } from './cache';
import type { ServerConfig } from './config';
import type { ShopContext } from './context';
import type { Db } from './db/types';
import { prepareContent } from './content/install';
import { lakeSiteSource } from './content/site';
import { siteSource, type SiteDefinition } from './domain/site';
import { envelope, installErrorHandling } from './http/errors';
import { installCompressedJson } from './http/compressed-json';
import { installJsonParser } from './http/json-parser';
import { installSecurityHeaders } from './http/security-headers';
import { installSpa } from './http/spa';
import { installValidators } from './http/validation';
import { sandboxProvider } from './payments/sandbox';
import { installSandboxFaults } from './sandbox-faults';
import { cityRoutes } from './routes/cities';
import { docsRoutes } from './routes/docs';
import { logisticsRoutes } from './routes/logistics';
import { numberRoutes } from './routes/numbers';
import { orderRoutes } from './routes/orders';
import { packageRoutes } from './routes/packages';
import { paymentRoutes } from './routes/payments';
import { sandboxRoutes } from './routes/sandbox';
import { settingRoutes } from './routes/settings';
import { trackRoutes } from './routes/track';
import { trafficRoutes } from './routes/traffic';
import { installStudio } from './studio';

export interface BuildAppOptions {
  db: Db;
  config: ServerConfig;
  /** Defaults to flows/site.json, read lazily. */
  site?: () => Promise<SiteDefinition>;
  /** Defaults to the system clock. */
  now?: () => Date;
}

export const BODY_LIMIT = 64 * 1024;

/** The shop API (and, when built, the SPA) as a Fastify instance; the caller owns db and listen(). */
export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { db, config } = opts;
  const app = Fastify({ logger: config.logger, bodyLimit: BODY_LIMIT, trustProxy: false });
  const now = opts.now ?? (() => new Date());
  const content = await prepareContent(app, db, config, now);
  // The published site definition in the lake; flows/site.json until the lake can be read.
  const site = opts.site ?? lakeSiteSource(content.ctx.source, content.ctx.reader, siteSource(config.flowsDir));
  const sandbox = sandboxProvider({
    secret: config.paymentWebhookSecret,
    publicBaseUrl: config.publicBaseUrl,
    sharedBankCode: (await site()).constants.sharedBankCode,
  });
  const ctx: ShopContext = {
    db, config, site, payments: sandbox, sandbox, now,
    caches: { catalogue: new TtlCache(config.catalogueCacheSeconds * 1000), numbers: new TtlCache(config.searchCacheSeconds * 1000) },
  };

  installValidators(app);
  installJsonParser(app);
  installErrorHandling(app);
  installSecurityHeaders(app);
  installCompressedJson(app);
  if (config.sandboxFaults) installSandboxFaults(app);

  if (config.rateLimitMax > 0) {
    await app.register(rateLimit, {
      max: config.rateLimitMax,
      timeWindow: 60_000,
      // Only the API is limited: the SPA's files are static, and gateway notifications are signed
      // server-to-server calls that must never be dropped.
      allowList: (req) => !req.url.startsWith('/api/') || req.url.startsWith('/api/payments/notify'),
      // Thrown by the plugin, then shaped into the envelope by the error handler.
      errorResponseBuilder: (_req, c) => ({ statusCode: 429, ...envelope(429, `Maximum request limit reached, retry in ${c.after}`) }),
    });
  }
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'SIM shop API', version: '1.0.0', description: 'Shop API of docs/contracts.md; errors use one envelope {code, message, errors}.' },
    },
  });

  cityRoutes(app, ctx);
  numberRoutes(app, ctx);
  packageRoutes(app, ctx);
  await content.register();
  settingRoutes(app, content.ctx);
  logisticsRoutes(app, ctx);
  orderRoutes(app, ctx);
  paymentRoutes(app, ctx);
  trackRoutes(app, ctx);
  trafficRoutes(app, ctx);
  docsRoutes(app);
  installStudio(app, config);
  if (ctx.sandbox) await sandboxRoutes(app, ctx, ctx.sandbox);
  await installSpa(app, config.staticDir);
  return app;
}
