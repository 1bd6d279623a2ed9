import { MIGRATIONS, type Migration } from './migrations';
import type { Db } from './types';

/** Applies pending migrations in order, each in its own transaction; returns the ids applied now. */
export async function migrate(db: Db, migrations: readonly Migration[] = MIGRATIONS): Promise<number[]> {
  await db.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
    id integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
  // One read for a database that is up to date (every restart): only the missing ones get a transaction.
  const known = new Set((await db.query<{ id: number }>('SELECT id FROM schema_migrations')).map((r) => r.id));
  const pending = [...migrations].sort((a, b) => a.id - b.id).filter((m) => !known.has(m.id));
  if (pending.length === 0) return [];
  const ctx = { trigram: await db.hasTrigram() };
  const applied: number[] = [];
  for (const m of pending) {
    const done = await db.tx(async (q) => {
      // Several API processes may start at once on one PostgreSQL: serialise, then re-check.
      await q.query('SELECT pg_advisory_xact_lock(727001)');
      const seen = await q.query<{ id: number }>('SELECT id FROM schema_migrations WHERE id = $1', [m.id]);
      if (seen.length > 0) return false;
      await m.up(q, ctx);
      await q.query('INSERT INTO schema_migrations (id, name) VALUES ($1, $2)', [m.id, m.name]);
      return true;
    });
    if (done) applied.push(m.id);
  }
  return applied;
}
