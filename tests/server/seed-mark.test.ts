// Each domain's seed is written once per seed data and migration level of its domain: a restart of an
// up-to-date database replays none of it, an operator's deletion of a seeded row stays deleted, and a
// seed whose mark is missing (a domain new to an old database) runs.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { migrate } from '../../src/server/db/migrate';
import type { Db } from '../../src/server/db/types';
import { seed } from '../../src/server/seed/seed';
import { openEmptyTestDb, SEEDED_DOMAINS, type TestDb } from './harness';

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
const run = () => seed(db, { numberCount: 20 }, SEEDED_DOMAINS);

describe('seed marks', () => {
  it('write each domain\'s data once, then skip it while data and migrations are unchanged', async () => {
    expect(await run()).toMatchObject({ catalogue: ['catalogue'], numbers: ['number labels', 'numbers'], stores: ['stores'] });
    const seeded = await settingsCount();
    expect(seeded).toBeGreaterThan(0);
    const marks = await db.query<{ name: string; digest: string }>(`SELECT name, digest FROM seed_marks ORDER BY name`);
    expect(marks.map((m) => m.name)).toEqual(['catalogue', 'numbers', 'stores']);
    for (const m of marks) expect(m.digest).toMatch(/^[0-9a-f]{64}$/);

    // An operator removes a seeded setting: a restart does not bring it back, and writes nothing.
    await db.query('DELETE FROM settings WHERE name = (SELECT name FROM settings ORDER BY name LIMIT 1)');
    expect(Object.values(await run()).flat()).toEqual([]);
    expect(await settingsCount()).toBe(seeded - 1);
  });

  it('write a domain\'s data again under a newer migration of that domain (which may need it), and only its', async () => {
    await db.query(`INSERT INTO schema_migrations (id, name, key) VALUES (100000, 'a later migration', 'catalogue/100000')`);
    try {
      const before = await settingsCount();
      expect(Object.entries(await run()).filter(([, wrote]) => wrote.length > 0)).toEqual([['catalogue', ['catalogue']]]);
      expect(await settingsCount()).toBe(before + 1);
    } finally {
      await db.query('DELETE FROM schema_migrations WHERE id = 100000');
    }
  });

  it('run a seed whose mark is missing, as on a database older than its domain', async () => {
    await db.query(`DELETE FROM seed_marks WHERE name = 'stores'`);
    await db.query(`DELETE FROM stores`);
    const wrote = await run();
    expect(wrote.stores).toEqual(['stores']);
    expect(wrote.numbers).toEqual([]);
    expect((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM stores'))[0]?.n).toBeGreaterThan(0);
  });
});
