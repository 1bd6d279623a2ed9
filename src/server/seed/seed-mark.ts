// A restart of an up-to-date database should not replay the seeds: about 150 idempotent statements, a
// second of PGlite's start, and an operator's deletion of a seeded row would come back. Each domain's seed
// records what it wrote as a digest of its data and of its domain's applied migrations (a later migration
// of the domain may need the seed again, as the stores' cities did); the same digest on the next start
// means there is nothing to write. A mark is named by its domain, so a new domain's seed runs on an old
// database and a seeded one is not seeded twice.
import { createHash } from 'node:crypto';
import { stableJson } from '../../definitions/stable-json';
import type { Db, Queryable } from '../db/types';

function seedDigest(data: unknown, migrations: readonly string[]): string {
  return createHash('sha256').update(stableJson({ data, migrations })).digest('hex');
}

/** The mark `name` holds, and whether this database can keep one (a partly migrated one cannot). */
async function seedMark(q: Queryable, name: string): Promise<{ markable: boolean; mark: string | null }> {
  const [table] = await q.query<{ t: string | null }>(`SELECT to_regclass('seed_marks')::text AS t`);
  if (!table?.t) return { markable: false, mark: null };
  const [row] = await q.query<{ digest: string }>('SELECT digest FROM seed_marks WHERE name = $1', [name]);
  return { markable: true, mark: row?.digest ?? null };
}

/**
 * Runs `write` in one transaction unless the mark `name` holds the digest of `data` and `migrations`, then
 * marks it; under a lock of its own, so processes starting together write it once. True when it wrote.
 */
export async function writeOnce(db: Db, name: string, migrations: readonly string[], data: unknown, write: (q: Queryable) => Promise<void>): Promise<boolean> {
  const digest = seedDigest(data, migrations);
  return db.tx(async (q) => {
    await q.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`seed:${name}`]);
    const { markable, mark } = await seedMark(q, name);
    if (mark === digest) return false;
    await write(q);
    if (markable) {
      await q.query(
        `INSERT INTO seed_marks (name, digest, at) VALUES ($1, $2, now()) ON CONFLICT (name) DO UPDATE SET digest = EXCLUDED.digest, at = EXCLUDED.at`,
        [name, digest],
      );
    }
    return true;
  });
}
