import type pg from 'pg';
import { guarded } from './db-error';
import { listenPg } from './pg-listener';
import type { Db, Queryable } from './types';

/**
 * node-postgres pool. With `schema`, every connection gets search_path = schema, public
 * (public holds pg_trgm, which is database-wide), so tests can use a throw-away schema.
 */
export async function openPostgres(url: string, schema?: string): Promise<Db> {
  // Loaded here: a process on the embedded database never loads node-postgres (a shorter start).
  const { default: pg } = await import('pg');
  if (schema !== undefined) {
    // Create the schema first with a plain client: the pool's search_path names it.
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    try {
      await c.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
    } finally {
      await c.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(schema !== undefined ? { options: `-c search_path="${schema}",public` } : {}),
  });
  let trigram: boolean | undefined;
  const run = <T>(q: pg.Pool | pg.PoolClient, sql: string, params: readonly unknown[]) =>
    guarded(async () => (await q.query(sql, [...params])).rows as T[]);
  const db: Db = {
    kind: 'postgres',
    query: <T>(sql: string, params: readonly unknown[] = []) => run<T>(pool, sql, params),
    async tx<T>(fn: (q: Queryable) => Promise<T>) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const out = await fn({ query: <R>(sql: string, params: readonly unknown[] = []) => run<R>(client, sql, params) });
        await client.query('COMMIT');
        return out;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    exec: (sql: string) => guarded(async () => {
      await pool.query(sql);
    }),
    async hasTrigram() {
      if (trigram !== undefined) return trigram;
      const have = async () =>
        (await pool.query<{ ok: boolean }>(`SELECT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') AS ok`)).rows[0]?.ok === true;
      try {
        if (!(await have())) await pool.query('CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public');
        trigram = true;
      } catch {
        // Not installed on the server or no privilege (or a concurrent creator won): use what is there.
        trigram = await have();
      }
      return trigram;
    },
    listen: (channel, onMessage, reconnected) => listenPg(url, channel, onMessage, reconnected),
    close: () => pool.end(),
  };
  return db;
}
