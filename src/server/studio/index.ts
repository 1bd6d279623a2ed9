// Registers the studio API on the shop app: the admin token, the lake it publishes to (the local
// lake in-process, or hosted Sanity when SANITY_PROJECT_ID is set) and the schemas from flows/.
import type { OperationEntries } from '../../contracts/operation-entries';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import type { Db } from '../db/types';
import { tokenOnlyAuth, type EditorAuth } from '../editors/principal';
import { CheckedReleases } from '../content/checked-releases';
import { LOCAL_DATASET } from '../content/client';
import { createLake, fetchTransport, injectTransport, type Lake } from './lake';
import { studioRoutes } from './routes';
import { scheduleRoutes } from './schedule-routes';
import { scheduleRunner, type ScheduleRunner } from './schedules-run';
import { loadStudioSchemas } from './schemas';
import { providePages } from '../http/definitions-meta';
import { parsedDefinition, type DefinitionBodies } from '../content/published-definitions';
import { EMPTY_SITE, parseSite } from '../content/site-definition';

/** Where the studio's pages live in the shop's site. */
const STUDIO_PATH = '/studio';

/**
 * The admin token, read per request: ADMIN_TOKEN, or the development token the content layer
 * generates and writes into the config on start (src/server/content/install.ts).
 */
export function adminTokenOf(config: ServerConfig): () => string | undefined {
  return () => config.adminToken;
}

export interface InstallStudioOptions {
  /** The lake's admin token (the development token when ADMIN_TOKEN is unset); default adminTokenOf(config). */
  adminToken?: () => string | undefined;
  /** Editor accounts and sessions; without them only the admin token signs in. */
  editors?: EditorAuth;
  dataset?: string;
  lake?: Lake;
  /** With a database: scheduled publishing (its routes and its timer, started when the app is ready). */
  db?: Db;
  /** Read-your-writes: waits until this process holds a lake transaction (the local lake's store). */
  catchUp?: (txId: string) => Promise<void>;
  now?: () => Date;
  /**
   * The published definitions: the site definition's `timezone` is the zone a schedule's time is picked and
   * shown in (without them, the default site's).
   */
  definitions?: DefinitionBodies;
  /** What the app serves beyond the build's operations (test-only domains): its publish checks accept calls to them. */
  operations?: OperationEntries;
}

function timeZoneOf(definitions: DefinitionBodies | undefined): () => Promise<string> {
  if (!definitions) return async () => EMPTY_SITE.constants.timezone;
  const site = parsedDefinition(() => definitions.body('site', 'site'), parseSite, EMPTY_SITE);
  return async () => (await site()).constants.timezone;
}

export function installStudio(app: FastifyInstance, config: ServerConfig, options: InstallStudioOptions = {}): ScheduleRunner | null {
  const adminToken = options.adminToken ?? adminTokenOf(config);
  const dataset = options.dataset ?? config.sanityDataset ?? LOCAL_DATASET;
  const lake = options.lake;
  const { sanityProjectId: projectId, sanityToken } = config;
  const chosen = lake ?? (projectId && sanityToken
    ? createLake(fetchTransport(`https://${projectId}.api.sanity.io`), dataset, () => sanityToken)
    : createLake(injectTransport(app), dataset, () => adminToken() ?? ''));
  const auth = options.editors ?? tokenOnlyAuth(adminToken);
  const schemas = loadStudioSchemas(config.flowsDir);
  const now = options.now ?? (() => new Date());
  const deps = {
    lake: chosen, schemas, flowsDir: config.flowsDir, ...(options.operations ? { operations: options.operations } : {}),
    ...(options.db ? { releases: new CheckedReleases(options.db, now) } : {}), ...(options.catchUp ? { catchUp: options.catchUp } : {}),
  };
  studioRoutes(app, { auth, dataset, deps });
  // The studio's own pages (the browser's app registers them in code, not in flows/).
  providePages(app, async (pathname) => pathname === STUDIO_PATH || pathname.startsWith(`${STUDIO_PATH}/`));
  if (!options.db) return null;
  const runner = scheduleRunner(options.db, deps, now, app.log);
  scheduleRoutes(app, { db: options.db, deps, auth, now, runner, timeZone: timeZoneOf(options.definitions) });
  app.addHook('onReady', async () => { runner.start(); });
  app.addHook('onClose', async () => { runner.stop(); });
  return runner;
}
