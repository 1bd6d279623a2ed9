import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import type { ServerConfig } from './config';
import type { ShopContext } from './context';
import type { Db } from './db/types';
import { checkDomains, operationsBeyondBuild, type Domain } from './domain';
import { domainParts } from './domain-parts';
import { DOMAINS } from './domains/registry';
import { prepareContent } from './content/install';
import { parsedDefinition, releaseDefinitions } from './content/published-definitions';
import { EMPTY_SITE, parseSite, type SiteDefinition } from './content/site-definition';
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
import { readCaches } from './read-caches';
import { closeRedis, openRedis, redisKeyPrefix } from './redis/client';
import { isAnonymousLakeQuery } from './lake/auth';
import { installSandboxFaults } from './sandbox-faults';
import { openChangeBus } from './sync/change-bus';
import { installStudio } from './studio';
import { runSweeps } from './sweeps';
import { installVisitSessions, VisitSessions } from './visit/visit-sessions';

export interface BuildAppOptions {
  db: Db;
  config: ServerConfig;
  /** Defaults to the published site definition (the lake, else flows/site.json). */
  site?: () => Promise<SiteDefinition>;
  /** Defaults to the system clock. */
  now?: () => Date;
  /** Log lines go here instead of stdout, whatever config.logger says (tests read them back). */
  logSink?: LogSink;
  /**
   * When domains load their in-memory indexes (the number index): 'start' (default) before buildApp resolves,
   * so every search uses them; 'listen' in the background after listen (npm start: a restart answers sooner).
   */
  loadIndexes?: 'start' | 'listen';
  /** Implementations by system name in place of the ones the domains' knobs choose (tests make one fail, or gate it). */
  domainProviders?: Readonly<Record<string, unknown>>;
  /** Defaults to the shop's domains (src/server/domains/registry.ts); tests add test-only ones. */
  domains?: readonly Domain[];
  /** Told of every route as it is registered (the fuzz enumerates the API with it). */
  onRoute?: (route: RouteOptions) => void;
}

export const BODY_LIMIT = 64 * 1024;

/** The shop API (and, when built, the SPA) as a Fastify instance; the caller owns db and listen(). */
export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { db, config } = opts;
  const domains = opts.domains ?? DOMAINS;
  checkDomains(domains);
  const parts = domainParts(domains, config, db, opts.domainProviders);
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
  // Operations of domains the build's browser table lacks (test-only ones) are announced with the definitions.
  const content = await prepareContent(app, db, config, now, bus, operationsBeyondBuild(domains));
  const definitions = releaseDefinitions(content.ctx.definitions, config.flowsDir);
  const caches = readCaches({ catalogueSeconds: config.catalogueCacheSeconds, searchSeconds: config.searchCacheSeconds }, bus, redis);
  const ctx: ShopContext = {
    db, config, now, definitions, content: content.ctx, log: app.log,
    site: opts.site ?? parsedDefinition(() => definitions.body('site', 'site'), parseSite, EMPTY_SITE),
    caches, relay: content.relay, bus, loadIndexes: opts.loadIndexes ?? 'start',
    parts, redis, visits: new VisitSessions(db, config.visitSecret, now), onContentPublish: content.onPublish,
  };
  installVisitSessions(app, ctx.visits);

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

  await content.register();
  // One folder per domain (src/server/domains); every operation of src/contracts/operations.ts is registered by one of them.
  for (const domain of domains) domain.install?.(ctx);
  runSweeps(app, ctx, domains.flatMap((d) => d.sweeps ?? []));
  for (const domain of domains) await domain.routes?.(app, ctx);
  docsRoutes(app);
  installStudio(app, config, { db, now, editors: content.editors, catchUp: content.catchUp, definitions, operations: content.ctx.definitions.operations });
  for (const domain of domains) await domain.studioRoutes?.(app, ctx, content.editors);
  // No /sandbox route exists outside sandbox mode; inside it, each domain's only with its sandbox provider behind it.
  if (config.sandbox) {
    for (const domain of domains) await domain.sandboxRoutes?.(app, ctx);
  }
  provideDefinitionsVersion(app, () => content.ctx.definitions.version());
  providePages(app, (pathname) => content.ctx.definitions.opens(pathname));
  provideTitles(app, (pathname, lang) => content.ctx.definitions.titleOf(pathname, lang));
  provideSubjects(app, (pathname) => content.ctx.definitions.subjectOf(pathname));
  await installSpa(app, config.staticDir);
  return app;
}
