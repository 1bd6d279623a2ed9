import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import type { ServerConfig } from './config';
import type { ShopContext } from './context';
import type { Db } from './db/types';
import { prepareContent } from './content/install';
import { parsedDefinition, releaseDefinitions } from './content/published-definitions';
import { EMPTY_SITE, parseSite, type SiteDefinition } from './content/site-definition';
import { activationRoutes } from './domains/activation/routes';
import { areaRoutes } from './domains/areas/routes';
import { catalogueRoutes } from './domains/catalogue/routes';
import { packages } from './domains/catalogue/service';
import { contentRoutes } from './domains/content/routes';
import { documentRoutes } from './domains/documents/routes';
import { documentStudioRoutes } from './domains/documents/studio-routes';
import { logisticsRoutes } from './domains/logistics/routes';
import { LiveNumberIndex } from './domains/numbers/live-number-index';
import { numberRoutes } from './domains/numbers/routes';
import { orderRoutes } from './domains/orders/routes';
import { otpRoutes } from './domains/otp/routes';
import { paymentRoutes } from './domains/payments/routes';
import { postpaidRoutes } from './domains/postpaid/routes';
import { refundRoutes } from './domains/payments/refund-routes';
import { sandboxPaymentRoutes } from './domains/payments/sandbox-routes';
import { storeRoutes } from './domains/stores/routes';
import { trackingRoutes } from './domains/tracking/routes';
import { visitRoutes } from './domains/visit/routes';
import { docsRoutes } from './http/docs';
import { installErrorHandling } from './http/errors';
import { catalogueTexts, installErrorLanguage } from './http/error-language';
import { installCompressedJson } from './http/compressed-json';
import { clientErrorHandler, frameworkErrors } from './http/framework-errors';
import { installInputGuard } from './http/input-guard';
import { installJsonParser } from './http/json-parser';
import { loggerOptions, type LogSink } from './http/logging';
import { installRateLimit } from './http/rate-limit';
import { installSecurityHeaders } from './http/security-headers';
import { provideDefinitionsVersion, providePages, provideSubjects, provideTitles } from './http/definitions-meta';
import { installSpa } from './http/spa';
import { closeIdleConnections, timeoutOptions } from './http/timeouts';
import { installValidators } from './http/validation';
import { createProviders, usesOutbox } from './providers/create-providers';
import { outboxRoutes } from './providers/outbox/routes';
import { isSandboxPayments } from './providers/payments/sandbox';
import type { Providers } from './providers/providers';
import { readCaches } from './read-caches';
import { closeRedis, openRedis, redisKeyPrefix } from './redis/client';
import { isAnonymousLakeQuery } from './lake/auth';
import { installSandboxFaults } from './sandbox-faults';
import { openChangeBus } from './sync/change-bus';
import { installStudio } from './studio';
import { installVisitSessions, VisitSessions } from './visit/visit-sessions';

export interface BuildAppOptions {
  db: Db;
  config: ServerConfig;
  /** Defaults to the published site definition (the lake, else flows/site.json). */
  site?: () => Promise<SiteDefinition>;
  /** Defaults to the providers the configuration selects (tests replace one to make it fail). */
  providers?: Partial<Providers>;
  /** Defaults to the system clock. */
  now?: () => Date;
  /** Log lines go here instead of stdout, whatever config.logger says (tests read them back). */
  logSink?: LogSink;
  /**
   * When the number index loads: 'start' (default) before buildApp resolves, so every search uses it;
   * 'listen' in the background (npm start: a restart answers sooner), when the first search wants it or
   * INDEX_AFTER_LISTEN_MS after listen; search asks the database until the index is there.
   */
  numberIndex?: 'start' | 'listen';
  /** Told of every route as it is registered (the fuzz enumerates the API with it). */
  onRoute?: (route: RouteOptions) => void;
}

export const BODY_LIMIT = 64 * 1024;
const INDEX_AFTER_LISTEN_MS = 2000;

/** The shop API (and, when built, the SPA) as a Fastify instance; the caller owns db and listen(). */
export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { db, config } = opts;
  const providers: Providers = { ...createProviders(config, db), ...opts.providers };
  if (!config.sandbox && isSandboxPayments(providers.payments)) throw new Error('the sandbox payment gateway needs sandbox mode (SANDBOX=1)');
  const app = Fastify({
    logger: loggerOptions(config.logger, opts.logSink), bodyLimit: BODY_LIMIT, trustProxy: config.trustProxy ?? false, frameworkErrors, clientErrorHandler,
    ...timeoutOptions(config.timeouts),
  });
  closeIdleConnections(app.server);
  if (opts.onRoute) app.addHook('onRoute', opts.onRoute);
  const now = opts.now ?? (() => new Date());
  const bus = await openChangeBus(db);
  const redis = config.redisUrl
    ? await openRedis(config.redisUrl, await redisKeyPrefix(db), (err) => app.log.warn({ err }, 'redis unreachable'))
    : undefined;
  app.addHook('onClose', async () => {
    await bus.close();
    if (redis) await closeRedis(redis);
  });
  const content = await prepareContent(app, db, config, now, bus);
  const definitions = releaseDefinitions(content.ctx.definitions, config.flowsDir);
  const caches = readCaches({ catalogueSeconds: config.catalogueCacheSeconds, searchSeconds: config.searchCacheSeconds }, bus, redis);
  const numberIndex = new LiveNumberIndex(db, { onTake: caches.onTake, onResync: (fn) => { bus.onResync(fn); } },
    (err) => app.log.error({ err }, 'number index not loaded: number search reads the database'));
  app.addHook('onClose', async () => {
    numberIndex.close();
    await numberIndex.settled();
  });
  // The first requests after a restart do not queue behind the index's reads (PGlite answers one query at a time).
  if (opts.numberIndex === 'listen') app.addHook('onListen', async () => { setTimeout(() => numberIndex.wanted(), INDEX_AFTER_LISTEN_MS).unref(); });
  else await numberIndex.reload();
  const ctx: ShopContext = {
    db, config, now, definitions, content: content.ctx, log: app.log,
    site: opts.site ?? parsedDefinition(() => definitions.body('site', 'site'), parseSite, EMPTY_SITE),
    providers, caches, numberIndex, redis, visits: new VisitSessions(db, config.orderCodeSecret, now),
  };
  installVisitSessions(app, ctx.visits);

  // Settings are content: a published one must be read at once, not after the catalogue's lifetime.
  content.onPublish((type) => { if (type === 'setting') ctx.caches.catalogue.invalidate(); });

  installValidators(app);
  installJsonParser(app);
  installInputGuard(app);
  installErrorHandling(app);
  installErrorLanguage(app, catalogueTexts(() => definitions.body('errors', 'errors')));
  installSecurityHeaders(app);
  installCompressedJson(app);
  if (config.sandbox && config.sandboxFaults) installSandboxFaults(app);

  if (config.rateLimitMax > 0) await installRateLimit(app, { max: config.rateLimitMax, redis, adminToken: () => config.adminToken ?? '' });
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'SIM shop API', version: '1.0.0', description: 'Shop API of docs/contracts.md; errors use one envelope {code, message, errors}.' },
    },
  });

  // One folder per domain; every operation of src/contracts/operations.ts is registered by one of them.
  catalogueRoutes(app, ctx);
  areaRoutes(app, ctx);
  numberRoutes(app, ctx);
  logisticsRoutes(app, ctx);
  storeRoutes(app, ctx);
  orderRoutes(app, ctx);
  postpaidRoutes(app, ctx);
  activationRoutes(app, ctx);
  paymentRoutes(app, ctx);
  trackingRoutes(app, ctx);
  otpRoutes(app, ctx);
  visitRoutes(app, ctx);
  await documentRoutes(app, ctx);
  await content.register();
  contentRoutes(app, content.ctx, content.relay, (type, l) => packages(ctx, type, l));
  docsRoutes(app);
  installStudio(app, config, { db, now, editors: content.editors, catchUp: content.catchUp, timeZone: async () => (await ctx.site()).constants.timezone });
  refundRoutes(app, ctx, content.editors);
  documentStudioRoutes(app, ctx, content.editors);
  // No /sandbox route exists outside sandbox mode; inside it, each only with its sandbox provider behind it.
  if (config.sandbox) {
    if (isSandboxPayments(providers.payments)) await sandboxPaymentRoutes(app, ctx, providers.payments);
    if (usesOutbox(config)) outboxRoutes(app, db);
  }
  provideDefinitionsVersion(app, () => content.ctx.definitions.version());
  providePages(app, (pathname) => content.ctx.definitions.opens(pathname));
  provideTitles(app, (pathname, lang) => content.ctx.definitions.titleOf(pathname, lang));
  provideSubjects(app, (pathname) => content.ctx.definitions.subjectOf(pathname));
  await installSpa(app, config.staticDir);
  return app;
}
