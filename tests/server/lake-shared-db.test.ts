// Two lake stores on one PostgreSQL schema, each with its own pool and change bus (as two shop
// processes have): a commit through one reaches the other's copy and listeners, and a write planned
// on a stale copy is refused by the database's conditional update.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../src/server/db/migrate';
import { openPostgres } from '../../src/server/db/postgres';
import type { Db } from '../../src/server/db/types';
import { LakeError } from '../../src/server/lake/errors';
import { LakeStore, type TransactionOutcome } from '../../src/server/lake/store';
import { openChangeBus, type ChangeBus } from '../../src/server/sync/change-bus';
import { openEmptyTestDb, type TestDb } from './harness';

const url = process.env.DATABASE_URL;

/** Resolves with the first commit `store` announces that touches `id`. */
const nextCommit = (store: LakeStore, id: string) => new Promise<TransactionOutcome>((resolve) => {
  const off = store.onCommit((o) => { if (o.changes.some((c) => c.id === id)) { off(); resolve(o); } });
});

describe.skipIf(!url)('one lake, two processes on PostgreSQL', () => {
  let tdb: TestDb;
  let dbB: Db;
  let busA: ChangeBus;
  let busB: ChangeBus;
  let a: LakeStore;
  let b: LakeStore;
  /** A third store without a bus: its copy goes stale, as a process that missed the notification. */
  let deaf: LakeStore;

  beforeAll(async () => {
    tdb = await openEmptyTestDb();
    await migrate(tdb.db);
    const schema = (await tdb.db.query<{ s: string }>('SELECT current_schema() AS s'))[0].s;
    dbB = await openPostgres(url ?? '', schema);
    busA = await openChangeBus(tdb.db);
    busB = await openChangeBus(dbB);
    a = new LakeStore(tdb.db, undefined, busA);
    b = new LakeStore(dbB, undefined, busB);
    deaf = new LakeStore(dbB);
    await Promise.all([a.view('raw'), b.view('raw'), deaf.view('raw')]);
  });
  afterAll(async () => {
    await busA.close();
    await busB.close();
    await dbB.close();
    await tdb.close();
  });

  it('a commit through A reaches B\'s copy and B\'s listeners within a second', async () => {
    const seen = nextCommit(b, 'banner-x');
    const started = performance.now();
    const out = await a.transact([{ createOrReplace: { _id: 'banner-x', _type: 'banner', title: 'Sale' } }], 'admin');
    const event = await seen;
    expect(performance.now() - started).toBeLessThan(1000);
    expect(event.transactionId).toBe(out.transactionId);
    expect(event.changes[0].mutations).toEqual([{ createOrReplace: expect.objectContaining({ _id: 'banner-x', title: 'Sale' }) }]);
    expect((await b.get('banner-x'))?.title).toBe('Sale');
    expect((await b.view('published')).byId.get('banner-x')?._rev).toBe(out.transactionId);
  });

  it('a write planned on a stale revision is refused with 409, whatever copy the process had', async () => {
    const first = await a.transact([{ createOrReplace: { _id: 'drafts.page-1', _type: 'page', title: 'one' } }], 'admin');
    // The deaf store reads the document now, then A changes it: its copy is one revision behind.
    await deaf.resync();
    expect((await deaf.get('drafts.page-1'))?._rev).toBe(first.transactionId);
    await a.transact([{ patch: { id: 'drafts.page-1', set: { title: 'two' } } }], 'admin');
    const stale = deaf.transact([
      { patch: { id: 'drafts.page-1', ifRevisionID: first.transactionId, set: {} } },
      { createOrReplace: { _id: 'drafts.page-1', _type: 'page', title: 'stale' } },
    ], 'admin');
    await expect(stale).rejects.toBeInstanceOf(LakeError);
    await expect(stale).rejects.toMatchObject({ statusCode: 409 });
    const stored = await tdb.db.query<{ body: { title: string } }>(`SELECT body FROM lake_documents WHERE id = 'drafts.page-1'`);
    expect(stored[0].body.title).toBe('two');
    // Its copy is current again, so a write on the current revision goes through.
    const current = (await deaf.get('drafts.page-1'))?._rev ?? '';
    await deaf.transact([{ patch: { id: 'drafts.page-1', ifRevisionID: current, set: { title: 'three' } } }], 'admin');
    expect((await a.resync(), await a.get('drafts.page-1'))?.title).toBe('three');
  });

  it('a process whose listening connection dropped re-reads the lake when it is back, and tells its listeners', async () => {
    const schema = (await tdb.db.query<{ s: string }>('SELECT current_schema() AS s'))[0].s;
    const seen = nextCommit(b, 'banner-missed');
    // Both buses lose their LISTEN connection; the commit below is announced to nobody.
    await tdb.db.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query = $1`, [`LISTEN "shop_changes_${schema}"`]);
    await a.transact([{ createOrReplace: { _id: 'banner-missed', _type: 'banner', title: 'missed' } }], 'admin');
    const event = await seen;
    expect(event.changes[0].next?.title).toBe('missed');
    expect((await b.get('banner-missed'))?.title).toBe('missed');
  });

  it('racing writes through two processes: no update is lost, and of two saves on one revision exactly one wins', async () => {
    await a.transact([{ createOrReplace: { _id: 'race-1', _type: 'tile', n: 0 } }], 'admin');
    await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? a : deaf).transact([{ patch: { id: 'race-1', inc: { n: 1 } } }], 'admin')));
    const stored = await tdb.db.query<{ body: { n: number; _rev: string } }>(`SELECT body FROM lake_documents WHERE id = 'race-1'`);
    expect(stored[0].body.n).toBe(20);
    const rev = stored[0].body._rev;
    const saves = await Promise.allSettled([a, deaf, a, deaf].map((s, i) => s.transact([
      { patch: { id: 'race-1', ifRevisionID: rev, set: { by: i } } },
    ], 'admin')));
    expect(saves.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of saves) if (r.status === 'rejected') expect(r.reason).toMatchObject({ statusCode: 409 });
  });

  it('an unconditional write on a stale copy is planned again on the stored document, not refused', async () => {
    await a.transact([{ createOrReplace: { _id: 'tile-1', _type: 'tile', n: 1 } }], 'admin');
    await deaf.resync();
    await a.transact([{ patch: { id: 'tile-1', inc: { n: 1 } } }], 'admin');
    await deaf.transact([{ patch: { id: 'tile-1', inc: { n: 10 } } }], 'admin');
    const stored = await tdb.db.query<{ body: { n: number } }>(`SELECT body FROM lake_documents WHERE id = 'tile-1'`);
    expect(stored[0].body.n).toBe(12);
  });
});
