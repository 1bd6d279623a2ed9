// vitest's global setup: one folder per run where the first test file that builds a seeded embedded
// database leaves a tarball of it, so every later file starts from it in ~0.7 s instead of creating,
// migrating and seeding its own (~5 s each on the 2-core machine). Made fresh every run, so never stale.
// With DATABASE_URL the run's template databases (tests/server/pg-templates.ts) are named after the run, and
// dropped when it ends.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { copyPrefix, templatePrefix } from '../server/pg-templates';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's folder of database snapshots (tests/server/db-snapshots.ts). */
    pgliteSnapshots: string;
    /** The run's name (its PostgreSQL template databases carry it). */
    testRun: string;
  }
}

/** Drops the run's template databases (and a half-built one) and the copies a file could not drop itself. */
async function dropTemplates(url: string, run: string): Promise<void> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const rows = await c.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE starts_with(datname, $1) OR starts_with(datname, $2)', [templatePrefix(run), copyPrefix(run)]);
    for (const { datname } of rows.rows) await c.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  } finally {
    await c.end();
  }
}

export default function setup(project: TestProject): () => Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'pglite-snapshots-'));
  const run = randomBytes(6).toString('hex');
  project.provide('pgliteSnapshots', dir);
  project.provide('testRun', run);
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    const url = process.env.DATABASE_URL;
    if (url) await dropTemplates(url, run);
  };
}
