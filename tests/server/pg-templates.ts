// Test databases on PostgreSQL from the run's templates: the first file that needs a seeded database builds it
// once as a template database (migrated and seeded in schema TEMPLATE_SCHEMA); every file then gets its own
// copy (CREATE DATABASE ... TEMPLATE, ~0.05 s instead of migrating and seeding a schema) whose schema is renamed
// to its own t_<random>, so names derived from the schema (the change bus, Redis keys) stay its own. The copy is
// dropped when the file closes it; the run's templates by tests/setup/pglite-snapshots.ts when the run ends.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openPostgres } from '../../src/server/db/postgres';
import type { Db } from '../../src/server/db/types';

export const TEMPLATE_SCHEMA = 'seeded_template';
/** The run's templates are named `shop_tpl_<run>_<key>`, its copies `t_<run>_<random>` (tests/setup/pglite-snapshots.ts drops what is left). */
export const templatePrefix = (run: string): string => `shop_tpl_${run}_`;
export const copyPrefix = (run: string): string => `t_${run}_`;

/** The URL of another database on the same server. */
export function databaseUrl(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function withClient<T>(url: string, run: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await run(c);
  } finally {
    await c.end();
  }
}

const exists = async (c: pg.Client, name: string): Promise<boolean> =>
  (await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1;

/**
 * The run's template for `key`, built by `prepare` when no file has built it yet. A session advisory lock
 * serialises the builders: a file that waits on it finds the template made. Built under a temporary name and
 * renamed once complete, so a builder that dies leaves no half-made template.
 */
async function template(url: string, key: string, prepare: (db: Db) => Promise<void>): Promise<string> {
  const name = `${templatePrefix(inject('testRun'))}${key.replace(/[^a-z0-9]/gi, '_').toLowerCase()}`;
  return withClient(url, async (c) => {
    await c.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
    try {
      if (await exists(c, name)) return name;
      const building = `${name}_building`;
      await c.query(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`);
      await c.query(`CREATE DATABASE "${building}"`);
      const db = await openPostgres(databaseUrl(url, building), TEMPLATE_SCHEMA);
      try {
        await prepare(db);
      } finally {
        await db.close();
      }
      await c.query(`ALTER DATABASE "${building}" RENAME TO "${name}"`);
      return name;
    } finally {
      await c.query('SELECT pg_advisory_unlock(hashtext($1))', [name]);
    }
  });
}

/** A database of its own copied from the run's template for `key` (built by `prepare` once), and how to drop it. */
export async function copyOfTemplate(url: string, key: string, prepare: (db: Db) => Promise<void>): Promise<{ db: Db; drop: () => Promise<void> }> {
  const source = await template(url, key, prepare);
  const name = `${copyPrefix(inject('testRun'))}${randomBytes(6).toString('hex')}`;
  await withClient(url, (c) => c.query(`CREATE DATABASE "${name}" TEMPLATE "${source}"`));
  const copyUrl = databaseUrl(url, name);
  await withClient(copyUrl, (c) => c.query(`ALTER SCHEMA "${TEMPLATE_SCHEMA}" RENAME TO "${name}"`));
  const db = await openPostgres(copyUrl, name);
  return {
    db,
    // Not forced: a connection the file's apps still close would see its end as an error. One still open (55006)
    // leaves the copy to the run's end.
    drop: () => withClient(url, async (c) => {
      await c.query(`DROP DATABASE IF EXISTS "${name}"`).catch((err: unknown) => {
        if ((err as { code?: string }).code !== '55006') throw err;
      });
    }),
  };
}
