import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Db, Queryable } from './types';

/** Embedded Postgres (WASM). `dataDir` undefined or 'memory://' = in memory (tests, benchmarks). */
export async function openPglite(dataDir?: string): Promise<Db> {
  const inMemory = dataDir === undefined || dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const pg = await PGlite.create(inMemory ? undefined : dataDir, { extensions: { pg_trgm } });
  let trigram: boolean | undefined;
  const db: Db = {
    kind: 'pglite',
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const res = await pg.query<T>(sql, [...params]);
      return res.rows;
    },
    tx<T>(fn: (q: Queryable) => Promise<T>) {
      return pg.transaction(async (t) =>
        fn({ query: async <R>(sql: string, params: readonly unknown[] = []) => (await t.query<R>(sql, [...params])).rows }),
      );
    },
    async exec(sql: string) {
      await pg.exec(sql);
    },
    async hasTrigram() {
      if (trigram === undefined) {
        await pg.exec('CREATE EXTENSION IF NOT EXISTS pg_trgm');
        trigram = true;
      }
      return trigram;
    },
    close: () => pg.close(),
  };
  return db;
}
