import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { loadConfig, type ServerConfig } from '../../src/server/config';
import { migrate } from '../../src/server/db/migrate';
import { openPglite } from '../../src/server/db/pglite';
import { openPostgres } from '../../src/server/db/postgres';
import type { Db } from '../../src/server/db/types';
import { parseSite, type SiteDefinition } from '../../src/server/domain/site';
import { seed } from '../../src/server/seed/seed';

/** A fixed site definition so the tests do not depend on edits to flows/site.json. */
export const TEST_SITE: SiteDefinition = parseSite({
  version: 1,
  constants: { securityDeposit: 50000, sameDayCutoff: '11:59', timezone: 'Asia/Jakarta', sharedBankCode: '987' },
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
 * In-memory PGlite by default (one per test file: opening one costs ~1.6 s and ~0.8 GB);
 * with DATABASE_URL, a throw-away schema t_<random> that is dropped afterwards.
 */
export async function openTestDb(numberCount = 3000): Promise<TestDb> {
  const url = process.env.DATABASE_URL;
  let db: Db;
  let drop = async () => undefined as void;
  if (url) {
    const schema = `t_${randomBytes(6).toString('hex')}`;
    db = await openPostgres(url, schema);
    drop = async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await c.end();
    };
  } else {
    db = await openPglite();
  }
  await migrate(db);
  await seed(db, { numberCount });
  return {
    db,
    async close() {
      await db.close();
      await drop();
    },
  };
}

export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return loadConfig({ NODE_ENV: 'test', PUBLIC_BASE_URL: 'http://shop.test' }, { staticDir: undefined, rateLimitMax: 0, ...overrides });
}

export interface Harness {
  app: FastifyInstance;
  /** Moves the server clock (reservations, expiry, cut-off). */
  clock: { now: Date };
}

export async function makeApp(db: Db, overrides: Partial<ServerConfig> = {}, start = new Date()): Promise<Harness> {
  const clock = { now: start };
  const app = await buildApp({ db, config: testConfig(overrides), site: async () => TEST_SITE, now: () => clock.now });
  await app.ready();
  return { app, clock };
}

export interface Envelope { code: number; message: string; errors: { message: string } }
