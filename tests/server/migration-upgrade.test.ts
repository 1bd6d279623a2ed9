// A database made by the numbered migrations (up to 87: the one list before each domain owned its own)
// upgrades to the owned ones without loss: nothing runs twice, its record learns every key, its rows stay,
// and its schema is the one a new database gets. On PGlite, and on PostgreSQL when DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allMigrations, migrate } from '../../src/server/db/migrate';
import type { Db } from '../../src/server/db/types';
import { seed } from '../../src/server/seed/seed';
import { openEmptyTestDb, SEEDED_DOMAINS, type TestDb } from './harness';

const MIGRATIONS = allMigrations();
const numbered = MIGRATIONS.filter((m) => m.legacyId !== undefined);

/** What the runner did before migrations had owners: the numbered list in its order, recorded by number. */
async function migrateAsBefore(db: Db): Promise<void> {
  await db.query(`CREATE TABLE schema_migrations (
    id integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
  const ctx = { trigram: await db.hasTrigram() };
  for (const m of [...numbered].sort((a, b) => (a.legacyId ?? 0) - (b.legacyId ?? 0))) {
    await db.tx(async (q) => {
      await m.up(q, ctx);
      await q.query('INSERT INTO schema_migrations (id, name) VALUES ($1, $2)', [m.legacyId, m.name]);
    });
  }
}

/** Tables, columns, indexes and constraints of the current schema, without its name. */
async function schemaOf(db: Db): Promise<string[]> {
  const columns = await db.query<{ d: string }>(`SELECT table_name || '.' || column_name || ' ' || data_type || ' ' || is_nullable
      || ' ' || COALESCE(column_default, '') AS d
    FROM information_schema.columns WHERE table_schema = current_schema() ORDER BY table_name, column_name`);
  const indexes = await db.query<{ d: string }>(`SELECT indexname || ' ' || indexdef AS d FROM pg_indexes WHERE schemaname = current_schema() ORDER BY indexname`);
  const constraints = await db.query<{ d: string }>(`SELECT c.conrelid::regclass::text || ' ' || c.conname || ' ' || pg_get_constraintdef(c.oid) AS d
    FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace WHERE n.nspname = current_schema() ORDER BY 1`);
  const schema = (await db.query<{ s: string }>('SELECT current_schema() AS s'))[0]?.s ?? '';
  return [...columns, ...indexes, ...constraints].map((r) => r.d.replaceAll(`${schema}.`, ''));
}

async function rowCounts(db: Db): Promise<Record<string, number>> {
  const tables = await db.query<{ t: string }>(`SELECT table_name AS t FROM information_schema.tables
    WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' AND table_name <> 'schema_migrations' ORDER BY 1`);
  const counts: Record<string, number> = {};
  for (const { t } of tables) counts[t] = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${t}"`))[0]?.n ?? 0;
  return counts;
}

let before: TestDb;
let fresh: TestDb;
beforeAll(async () => {
  before = await openEmptyTestDb();
  fresh = await openEmptyTestDb();
}, 120_000);
afterAll(async () => {
  await before?.close();
  await fresh?.close();
});

describe('the owned migrations', () => {
  it('run the numbered ones first, in their numbers\' order, each after its owner\'s earlier ones and what it needs', () => {
    expect(numbered.map((m) => m.legacyId)).toEqual([...numbered.map((m) => m.legacyId)].sort((a, b) => (a ?? 0) - (b ?? 0)));
    expect(MIGRATIONS.slice(0, numbered.length)).toEqual(numbered);
    const at = new Map(MIGRATIONS.map((m, i) => [m.key, i]));
    for (const [i, m] of MIGRATIONS.entries()) for (const need of m.needs) expect(at.get(need), `${m.key} after ${need}`).toBeLessThan(i);
    // The numbered list ended at 87, 33 migrations: none is ever added to it.
    expect([numbered.length, numbered.at(-1)?.legacyId]).toEqual([33, 87]);
  });

  it('upgrade a database the numbered list made, keeping its rows and ending with a new database\'s schema', async () => {
    const db = before.db;
    await migrateAsBefore(db);
    await seed(db, { numberCount: 20 }, SEEDED_DOMAINS);
    const [n] = await db.query<{ id: number; msisdn: string }>(`SELECT id, msisdn FROM numbers ORDER BY id LIMIT 1`);
    await db.query(`INSERT INTO orders (order_code, order_code_encrypted, journey, order_type, product_type, definition_version, session_id,
        email, number_id, msisdn, package_id, city_id, package_price, security_deposit, shipping_fee, total, same_day, status,
        created_at, expires_at, payload)
      VALUES ('SIMPRE20261202UPGRAD', 'h', 'PREPAID', 'SIMPRE', 'prepaid', 1, 's', 'b@example.com', $1, $2, 101, 1, 50000, 50000, 0,
        100000, true, 'ORDER_PLACED', now(), now(), '{"a":1}')`, [n?.id, n?.msisdn]);
    const rows = await rowCounts(db);
    expect(rows.orders).toBe(1);

    expect(await migrate(db)).toEqual(MIGRATIONS.filter((m) => m.legacyId === undefined).map((m) => m.key));
    expect(await rowCounts(db)).toEqual(rows);
    const record = await db.query<{ id: number; key: string | null }>('SELECT id, key FROM schema_migrations WHERE id IN (SELECT unnest($1::int[])) ORDER BY id',
      [numbered.map((m) => m.legacyId)]);
    expect(record).toEqual(numbered.map((m) => ({ id: m.legacyId, key: m.key })));
    expect(await migrate(db)).toEqual([]);

    // A database whose record wrote a moved migration's former key (the outbox was the core's second) knows it by its new one.
    const moved = MIGRATIONS.filter((m) => m.formerKey !== undefined);
    expect(moved.map((m) => [m.formerKey, m.key])).toEqual([['core/2', 'messaging/1']]);
    for (const m of moved) await db.query('UPDATE schema_migrations SET key = $1 WHERE key = $2', [m.formerKey, m.key]);
    expect(await migrate(db)).toEqual([]);
    const keys = await db.query<{ key: string }>('SELECT key FROM schema_migrations WHERE key = ANY($1::text[]) ORDER BY key', [moved.flatMap((m) => [m.key, m.formerKey ?? ''])]);
    expect(keys.map((r) => r.key)).toEqual(moved.map((m) => m.key).sort());
    expect(await rowCounts(db)).toEqual(rows);

    await migrate(fresh.db);
    expect(await schemaOf(db)).toEqual(await schemaOf(fresh.db));
  });
});
