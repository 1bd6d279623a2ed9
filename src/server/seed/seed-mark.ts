// A restart of an up-to-date database should not replay the reference seed: about 150 idempotent
// statements, a second of PGlite's start. The seed records what it wrote as a digest of its data
// and of the newest migration it ran under (a later migration may need the seed again, as 55 did for
// the stores' cities); the same digest on the next start means there is nothing to write.
import { createHash } from 'node:crypto';
import { stableJson } from '../../definitions/stable-json';
import type { Queryable } from '../db/types';

/** The reference seed's mark; other seeds (the postal codes) keep their own under another name. */
const NAME = 'reference';

export function seedDigest(data: unknown, newestMigration: number): string {
  return createHash('sha256').update(stableJson({ data, newestMigration })).digest('hex');
}

/** The newest applied migration, and whether this database can keep a mark (a partly migrated one cannot). */
export async function seedState(q: Queryable, name = NAME): Promise<{ newestMigration: number; markable: boolean; mark: string | null }> {
  const [m] = await q.query<{ id: number | null }>('SELECT max(id)::int AS id FROM schema_migrations');
  const [table] = await q.query<{ t: string | null }>(`SELECT to_regclass('seed_marks')::text AS t`);
  if (!table?.t) return { newestMigration: m?.id ?? 0, markable: false, mark: null };
  const [row] = await q.query<{ digest: string }>('SELECT digest FROM seed_marks WHERE name = $1', [name]);
  return { newestMigration: m?.id ?? 0, markable: true, mark: row?.digest ?? null };
}

export async function writeSeedMark(q: Queryable, digest: string, name = NAME): Promise<void> {
  await q.query(
    `INSERT INTO seed_marks (name, digest, at) VALUES ($1, $2, now()) ON CONFLICT (name) DO UPDATE SET digest = EXCLUDED.digest, at = EXCLUDED.at`,
    [name, digest],
  );
}
