import { mkdirSync } from 'node:fs';
import { guarded } from './db-error';
import type { Db, Queryable } from './types';

const BYTEA = 17;

// PGlite's own bytea text conversion goes byte by byte through JavaScript strings and arrays: a 3 MB
// identity document took about 2 s and hundreds of MB to store. Node's hex codec does it in one pass.
const byteaToHex = (value: unknown): string => {
  if (!(value instanceof Uint8Array)) throw new TypeError('bytea parameters must be a Buffer or Uint8Array');
  return `\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('hex')}`;
};
const hexToBytea = (text: string): Buffer => Buffer.from(text.slice(2), 'hex');

export interface PgliteSnapshot {
  /** Writes the whole database as a tarball (PGlite's dumpDataDir): what `from` opens again. */
  dump(): Promise<Blob>;
}

/**
 * Embedded Postgres (WASM). `dataDir` undefined or 'memory://' = in memory (tests, benchmarks).
 * `from`: a tarball of `dump()` to start from (tests: a migrated, seeded database in ~0.7 s instead of
 * ~3 s to create one and as long again to migrate and seed it).
 */
export async function openPglite(dataDir?: string, from?: Blob): Promise<Db & PgliteSnapshot> {
  // Loaded only here: a process on PostgreSQL never loads the embedded database's modules.
  const [{ PGlite }, { pg_trgm }] = await Promise.all([import('@electric-sql/pglite'), import('@electric-sql/pglite/contrib/pg_trgm')]);
  const inMemory = dataDir === undefined || dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const pg = await PGlite.create(inMemory ? undefined : dataDir, {
    extensions: { pg_trgm }, serializers: { [BYTEA]: byteaToHex }, parsers: { [BYTEA]: hexToBytea }, ...(from ? { loadDataDir: from } : {}),
  });
  let trigram: boolean | undefined;
  const db: Db & PgliteSnapshot = {
    kind: 'pglite',
    dump: async () => pg.dumpDataDir('none'),
    query: <T>(sql: string, params: readonly unknown[] = []) => guarded(async () => (await pg.query<T>(sql, [...params])).rows),
    tx<T>(fn: (q: Queryable) => Promise<T>) {
      return guarded(() => pg.transaction(async (t) =>
        fn({ query: <R>(sql: string, params: readonly unknown[] = []) => guarded(async () => (await t.query<R>(sql, [...params])).rows) }),
      ));
    },
    exec: (sql: string) => guarded(async () => {
      await pg.exec(sql);
    }),
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
