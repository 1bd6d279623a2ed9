import type { Domain } from '../domain';
import { DOMAINS } from '../domains/registry';
import { CORE_MIGRATIONS, orderMigrations, type Migration } from './migrations';
import type { Db, Queryable } from './types';

/** Every migration of the core and of `domains`, in the order the runner applies them. */
export function allMigrations(domains: readonly Domain[] = DOMAINS): Migration[] {
  const list = [...CORE_MIGRATIONS, ...domains.flatMap((d) => d.migrations ?? [])];
  const keys = new Set(list.map((m) => m.key));
  const unknown = list.flatMap((m) => m.needs.filter((k) => !keys.has(k)).map((k) => `${m.key} needs ${k}, which no one declares`));
  if (unknown.length > 0) throw new Error(unknown.join('\n'));
  return orderMigrations(list);
}

/**
 * schema_migrations gained `key` when migrations got owners: a row written before it is known by its
 * legacy number. Done once, under the migrations' lock.
 */
async function keyedRecord(q: Queryable, migrations: readonly Migration[]): Promise<void> {
  const [has] = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM information_schema.columns
     WHERE table_name = 'schema_migrations' AND column_name = 'key' AND table_schema = current_schema()`);
  if ((has?.n ?? 0) > 0) return;
  await q.query('ALTER TABLE schema_migrations ADD COLUMN key text UNIQUE');
  const legacy = migrations.filter((m) => m.legacyId !== undefined);
  await q.query(`UPDATE schema_migrations s SET key = l.key FROM unnest($1::int[], $2::text[]) AS l(id, key) WHERE s.id = l.id`,
    [legacy.map((m) => m.legacyId), legacy.map((m) => m.key)]);
}

/**
 * The keys of the migrations this database holds, whether its record has learned keys yet or still knows
 * them by their legacy number (`migrations` says which key a number stands for). None before the first migration.
 */
export async function appliedMigrationKeys(q: Queryable, migrations: readonly Migration[]): Promise<Set<string>> {
  const [table] = await q.query<{ t: string | null }>(`SELECT to_regclass('schema_migrations')::text AS t`);
  if (!table?.t) return new Set();
  // to_jsonb of the row: its key whether or not the column exists yet.
  const rows = await q.query<{ id: number; key: string | null }>(`SELECT id, to_jsonb(s)->>'key' AS key FROM schema_migrations s`);
  const byNumber = new Map(migrations.flatMap((m) => (m.legacyId === undefined ? [] : [[m.legacyId, m.key] as const])));
  return new Set(rows.flatMap((r) => r.key ?? byNumber.get(r.id) ?? []));
}

/** A migration that moved to another owner is known by its new key in a record that wrote the old one. */
async function movedKeys(q: Queryable, migrations: readonly Migration[]): Promise<void> {
  const moved = migrations.filter((m) => m.formerKey !== undefined);
  if (moved.length === 0) return;
  await q.query(`UPDATE schema_migrations s SET key = m.key FROM unnest($1::text[], $2::text[]) AS m(former, key) WHERE s.key = m.former`,
    [moved.map((m) => m.formerKey), moved.map((m) => m.key)]);
}

const LOCK = 'SELECT pg_advisory_xact_lock(727001)';

/** Applies pending migrations in order, each in its own transaction; returns the keys applied now. */
export async function migrate(db: Db, migrations: readonly Migration[] = allMigrations()): Promise<string[]> {
  await db.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
    id integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
  // Several API processes may start at once on one PostgreSQL: serialise, then re-check.
  await db.tx(async (q) => {
    await q.query(LOCK);
    await keyedRecord(q, migrations);
    await movedKeys(q, migrations);
  });
  // One read for a database that is up to date (every restart): only the missing ones get a transaction.
  const known = new Set((await db.query<{ key: string }>('SELECT key FROM schema_migrations')).map((r) => r.key));
  const pending = orderMigrations(migrations).filter((m) => !known.has(m.key));
  if (pending.length === 0) return [];
  const ctx = { trigram: await db.hasTrigram() };
  const applied: string[] = [];
  for (const m of pending) {
    const done = await db.tx(async (q) => {
      await q.query(LOCK);
      const seen = await q.query<{ key: string }>('SELECT key FROM schema_migrations WHERE key = $1', [m.key]);
      if (seen.length > 0) return false;
      await m.up(q, ctx);
      // A legacy migration keeps its number; a new one takes the next (the record's order of application).
      await q.query(`INSERT INTO schema_migrations (id, name, key)
        VALUES (COALESCE($1, (SELECT COALESCE(max(id), 0) + 1 FROM schema_migrations)), $2, $3)`, [m.legacyId ?? null, m.name, m.key]);
      return true;
    });
    if (done) applied.push(m.key);
  }
  return applied;
}
