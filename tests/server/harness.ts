import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, onTestFinished } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { loadConfig, type ServerConfig } from '../../src/server/config';
import { migrate } from '../../src/server/db/migrate';
import { snapshotPglite } from './db-snapshots';
import { copyOfTemplate } from './pg-templates';
import { openPostgres } from '../../src/server/db/postgres';
import type { Db } from '../../src/server/db/types';
import { parseSite, type SiteDefinition } from '../../src/server/content/site-definition';
import type { Domain } from '../../src/server/domain';
import { readKnobs } from '../../src/server/domain-parts';
import { DOMAINS } from '../../src/server/domains/registry';
import type { KnobReader } from '../../src/server/knobs';
import { seed } from '../../src/server/seed/seed';

/** A fixed site definition so the tests do not depend on edits to flows/site.json. */
export const TEST_SITE: SiteDefinition = parseSite({
  version: 1,
  paymentFailedPage: 'common-failed',
  constants: { securityDeposit: 50000, sameDayCutoff: '11:59', timezone: 'Asia/Jakarta', sharedBankCode: '987', deliveryDaysMin: 1, deliveryDaysMax: 6 },
  paymentMethods: [
    { code: '03', group: 'CC', kind: 'card', next: 'thankyou', askPhone: false, enabled: true },
    { code: '04', group: 'VA', kind: 'va', bank: 'atm-bersama', next: 'va-link', askPhone: false, enabled: true },
    { code: '05', group: 'VA', kind: 'va', bank: 'bank1', next: 'va-link', askPhone: false, enabled: true },
    { code: '01', group: 'E_WALLET', kind: 'link', wallet: 'w1', next: 'payment-link', askPhone: true, enabled: true },
    { code: '09', group: 'E_WALLET', kind: 'qr', wallet: 'w1', next: 'gopay-qr', askPhone: false, enabled: true },
    { code: '99', group: 'VA', kind: 'va', next: 'va-link', askPhone: false, enabled: false },
  ],
});

export interface TestDb {
  db: Db;
  /** Drops the test schema (PostgreSQL) or closes PGlite. */
  close(): Promise<void>;
}

/**
 * An empty database: in-memory PGlite by default (one per test file: opening one costs ~1.6 s and
 * ~0.8 GB); with DATABASE_URL, a throw-away schema t_<random> that is dropped afterwards.
 */
export async function openEmptyTestDb(): Promise<TestDb> {
  return openSchema(async () => undefined, 'empty');
}

/**
 * `prepare` run on a fresh schema (PostgreSQL; a prepared one is a copy of the run's template database of it,
 * tests/server/pg-templates.ts), or a PGlite opened from the run's snapshot of it.
 */
async function openSchema(prepare: (db: Db) => Promise<void>, key: string): Promise<TestDb> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const db = await snapshotPglite(key, prepare);
    return { db, close: () => db.close() };
  }
  if (key !== 'empty') {
    const copy = await copyOfTemplate(url, key, prepare);
    return { db: copy.db, async close() { await copy.db.close(); await copy.drop(); } };
  }
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const db = await openPostgres(url, schema);
  await prepare(db);
  return {
    db,
    async close() {
      await db.close();
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await c.end();
    },
  };
}

/**
 * The domains whose seed a seeded test database holds: all but the areas' 91,603 rows, which the files
 * that need them add (`prepare: seedAreas`).
 */
export const SEEDED_DOMAINS: readonly Domain[] = DOMAINS.filter((d) => d.name !== 'areas');

/** Seeds the administrative areas and their postal codes into a test database; what the areas' seed wrote. */
export async function seedAreas(db: Db): Promise<readonly string[]> {
  return (await seed(db, { numberCount: 0 }, DOMAINS.filter((d) => d.name === 'areas'))).areas ?? [];
}

/** A migrated and seeded test database (see openEmptyTestDb and SEEDED_DOMAINS). */
export async function openTestDb(numberCount = 3000): Promise<TestDb> {
  return openSchema(async (db) => {
    await migrate(db);
    await seed(db, { numberCount }, SEEDED_DOMAINS);
  }, `seeded-${numberCount}`);
}

/**
 * One seeded database and one app for a test file: `const t = useTestApp(200)`, then `t.h.app`
 * and `t.tdb.db` inside the tests.
 */
export function useTestApp(
  numberCount = 3000, opts: { start?: Date; prepare?: (db: Db) => Promise<void>; domains?: readonly Domain[] } = {},
): { readonly h: Harness; readonly tdb: TestDb } {
  let tdb: TestDb | undefined;
  let h: Harness | undefined;
  beforeAll(async () => {
    tdb = await openTestDb(numberCount);
    await opts.prepare?.(tdb.db);
    h = await makeApp(tdb.db, {}, opts.start, {}, opts.domains);
  }, 60_000);
  afterAll(async () => {
    await h?.app.close();
    await tdb?.close();
  });
  const ready = <T>(v: T | undefined): T => {
    if (v === undefined) throw new Error('the test app is not ready (used outside a test?)');
    return v;
  };
  return { get h() { return ready(h); }, get tdb() { return ready(tdb); } };
}

/** `env`: variables on top of the tests' (the domains' knobs are read from them); the rest replaces what loadConfig made. */
export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  // REDIS_URL (CI's PostgreSQL stage) puts the read caches of every test app in Redis.
  const redis = process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {};
  const { env, ...rest } = overrides;
  // An in-memory DATA_DIR: the documents' ciphertexts stay in their rows unless a test gives DOCUMENT_DIR.
  return loadConfig({ NODE_ENV: 'test', PUBLIC_BASE_URL: 'http://shop.test', DATA_DIR: 'memory://', ...redis, ...env }, { staticDir: undefined, rateLimitMax: 0, ...rest });
}

export interface Harness {
  app: FastifyInstance;
  /** The app's configuration (with the resolved admin token of its lake). */
  config: ServerConfig;
  /** Moves the server clock (reservations, expiry, cut-off). */
  clock: { now: Date };
  /** The domains' knobs as the app read them. */
  knob: KnobReader;
}

/** `providers`: implementations by system name (a slot's `system`) in place of the configured ones. */
export async function makeApp(
  db: Db, overrides: Partial<ServerConfig> = {}, start = new Date(), providers: Readonly<Record<string, unknown>> = {}, domains?: readonly Domain[],
): Promise<Harness> {
  const clock = { now: start };
  const config = testConfig(overrides);
  const app = await buildApp({ db, config, site: async () => TEST_SITE, now: () => clock.now, domainProviders: providers, ...(domains ? { domains } : {}) });
  await app.ready();
  return harness(app, config, clock);
}

/** The harness of an app built here or by a test itself. */
export const harness = (app: FastifyInstance, config: ServerConfig, clock: { now: Date }): Harness => ({ app, config, clock, knob: readKnobs(DOMAINS, config) });

/** An app of its own listening on a free loopback port, for tests that need a real connection; closed when the test ends. */
export async function listeningApp(db: Db, overrides: Partial<ServerConfig> = {}): Promise<Harness & { port: number }> {
  const h = await makeApp(db, overrides);
  onTestFinished(() => h.app.close());
  await h.app.listen({ host: '127.0.0.1', port: 0 });
  return { ...h, port: (h.app.server.address() as AddressInfo).port };
}

export interface Envelope { code: number; message: string; errors: { message: string; field?: string } }
