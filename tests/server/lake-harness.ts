// The lake and content tests run the REAL @sanity/client against the app listening on an
// ephemeral port (PGlite, or a throw-away PostgreSQL schema with DATABASE_URL).
import type { AddressInfo } from 'node:net';
import { createClient, type SanityClient } from '@sanity/client';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import type { Db } from '../../src/server/db/types';
import { openTestDb, testConfig, TEST_SITE, type TestDb } from './harness';

export const ADMIN = 'test-admin-token';

export interface LakeHarness {
  app: FastifyInstance;
  db: TestDb;
  url: string;
  /** Admin client (raw token), published perspective by default. */
  client: SanityClient;
  /** No token: public reads only. */
  anon: SanityClient;
  clock: { now: Date };
  close(): Promise<void>;
}

export function clientFor(url: string, token?: string): SanityClient {
  return createClient({
    apiHost: url, useProjectHostname: false, projectId: 'local', dataset: 'production', apiVersion: '2025-02-19',
    useCdn: false, perspective: 'published', ...(token ? { token } : {}),
  });
}

export async function startLake(opts: { db?: TestDb; now?: Date } = {}): Promise<LakeHarness> {
  const db = opts.db ?? (await openTestDb(200));
  const clock = { now: opts.now ?? new Date() };
  const app = await buildApp({ db: db.db, config: testConfig({ adminToken: ADMIN }), site: async () => TEST_SITE, now: () => clock.now });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return {
    app, db, url, clock, client: clientFor(url, ADMIN), anon: clientFor(url),
    async close() {
      await app.close();
      if (!opts.db) await db.close();
    },
  };
}

export type { Db };
