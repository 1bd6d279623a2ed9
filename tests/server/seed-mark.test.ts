// The reference seed is written once per seed data and migration level: a restart of an up-to-date
// database replays none of it, and an operator's deletion of a seeded row stays deleted.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { migrate } from '../../src/server/db/migrate';
import type { Db } from '../../src/server/db/types';
import { seed } from '../../src/server/seed/seed';
import { openEmptyTestDb, type TestDb } from './harness';

// Writing the whole reference seed takes seconds on a loaded machine: a generous limit per test.
vi.setConfig({ testTimeout: 60_000 });

let t: TestDb;
let db: Db;
beforeAll(async () => {
  t = await openEmptyTestDb();
  db = t.db;
  await migrate(db);
}, 60_000);
afterAll(async () => { await t?.close(); });

const settingsCount = async (): Promise<number> => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM settings'))[0]?.n ?? 0;

describe('seed mark', () => {
  it('writes the reference data once, then skips it while data and migrations are unchanged', async () => {
    await seed(db, { numberCount: 20 });
    const seeded = await settingsCount();
    expect(seeded).toBeGreaterThan(0);
    const [mark] = await db.query<{ digest: string }>(`SELECT digest FROM seed_marks WHERE name = 'reference'`);
    expect(mark?.digest).toMatch(/^[0-9a-f]{64}$/);

    // An operator removes a seeded setting: a restart does not bring it back.
    await db.query('DELETE FROM settings WHERE name = (SELECT name FROM settings ORDER BY name LIMIT 1)');
    await seed(db, { numberCount: 20 });
    expect(await settingsCount()).toBe(seeded - 1);
  });

  it('writes it again under a newer migration (which may need seeded data)', async () => {
    await db.query(`INSERT INTO schema_migrations (id, name) VALUES (100000, 'a later migration')`);
    try {
      const before = await settingsCount();
      await seed(db, { numberCount: 20 });
      expect(await settingsCount()).toBe(before + 1);
    } finally {
      await db.query('DELETE FROM schema_migrations WHERE id = 100000');
    }
  });
});
