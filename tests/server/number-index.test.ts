// The number index (src/server/domains/numbers/number-index.ts): search answers what the database's
// search answers; an order hides only the number it took, in this process and (PostgreSQL, through the
// change bus) in another one; a number whose hold ran out comes back; a payment's longer hold is kept;
// concurrent orders for the numbers the index lists never sell one number twice; and a take heard while
// the index loads, or a lost bus connection, leaves no stale index behind.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { NumberSearchResponse } from '../../src/contracts';
import { holdMinutes } from '../../src/server/payables';
import { LiveNumberIndex } from '../../src/server/domains/numbers/live-number-index';
import { searchRegular } from '../../src/server/domains/numbers/queries';
import { makeApp, openTestDb, useTestApp, type Harness, type TestDb } from './harness';
import { orderBody, shopClient } from './shop-client';

const ids = (r: { numbers: Array<{ id: number }> }) => r.numbers.map((n) => n.id);
const search = async (h: Harness, query: string) => {
  const res = await h.app.inject({ method: 'GET', url: `/api/number/pre/reg?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<NumberSearchResponse>();
};

describe('number index, one process', () => {
  const t = useTestApp(3000);
  const { postJson, pay } = shopClient(() => t.h);

  it('answers every keyword, page and the unfiltered listing as the database does', async () => {
    const sample = (await search(t.h, 'limit=100&offset=500')).numbers.map((n) => `0${n.msisdn.slice(2)}`);
    const keywords = new Set<string | undefined>([undefined, '0814', '000', '999', '9999', '1234', '5555']);
    for (const local of sample.slice(0, 30)) {
      keywords.add(local.slice(3, 6));
      keywords.add(local.slice(7, 11));
      keywords.add(local.slice(8, 12));
    }
    for (const kw of keywords) {
      for (const [limit, offset] of [[20, 0], [7, 13], [50, 40]] as const) {
        const fromIndex = await search(t.h, `${kw ? `query=${kw}&` : ''}limit=${limit}&offset=${offset}`);
        const fromDb = await searchRegular(t.tdb.db, t.h.clock.now, kw, limit, offset);
        expect(fromIndex.numbers, `keyword ${kw ?? '(none)'} limit ${limit} offset ${offset}`).toEqual(fromDb);
      }
    }
  });

  it('an order hides the number it took and nothing else; the hold running out brings it back', async () => {
    const before = await search(t.h, 'query=0815&limit=20');
    const taken = before.numbers[3]!;
    const order = await postJson('/api/orders', orderBody(taken.id, {}, { sessionId: 'index-take' }));
    expect(order.statusCode, order.body).toBe(200);
    const after = await search(t.h, 'query=0815&limit=20');
    expect(ids(after)).not.toContain(taken.id);
    expect(ids(after).slice(0, 19)).toEqual(ids(before).filter((id) => id !== taken.id));
    expect(await searchRegular(t.tdb.db, t.h.clock.now, '0815', 20, 0)).toEqual(after.numbers);

    // Its reservation runs out (NUMBER_RESERVATION_MINUTES): listed again in its place, as the database says.
    const start = t.h.clock.now;
    try {
      t.h.clock.now = new Date(start.getTime() + (t.h.knob(holdMinutes) + 1) * 60_000);
      const back = await search(t.h, 'query=0815&limit=20');
      expect(ids(back)).toEqual(ids(before));
      expect(await searchRegular(t.tdb.db, t.h.clock.now, '0815', 20, 0)).toEqual(back.numbers);
    } finally {
      t.h.clock.now = start;
    }
  });

  it('a payment keeps the number past its first hold, and the index keeps it hidden as long', async () => {
    const taken = (await search(t.h, 'query=0816&limit=1')).numbers[0]!;
    const order = await postJson('/api/orders', orderBody(taken.id, {}, { sessionId: 'index-pay' }));
    expect(order.statusCode, order.body).toBe(200);
    const paid = await pay(order.json<{ order_code: string }>().order_code, '05');
    expect(paid.statusCode, paid.body).toBe(200);
    const start = t.h.clock.now;
    try {
      // Past the order's own hold, within the payment's: still held in the database, so not listed.
      t.h.clock.now = new Date(start.getTime() + (t.h.knob(holdMinutes) + 1) * 60_000);
      expect(ids(await search(t.h, 'query=0816&limit=20'))).not.toContain(taken.id);
      expect((await searchRegular(t.tdb.db, t.h.clock.now, '0816', 20, 0)).map((n) => n.id)).not.toContain(taken.id);
    } finally {
      t.h.clock.now = start;
    }
  });

  it('eight concurrent orders for each of the first five listed numbers: one order per number, and none is listed after', async () => {
    const listed = (await search(t.h, 'query=0857&limit=5')).numbers.map((n) => n.id);
    expect(listed).toHaveLength(5);
    const results = await Promise.all(listed.flatMap((id) => Array.from({ length: 8 }, (_, i) =>
      postJson('/api/orders', orderBody(id, {}, { sessionId: `index-race-${id}-${i}` })).then((r) => ({ id, status: r.statusCode })))));
    for (const id of listed) {
      const statuses = results.filter((r) => r.id === id).map((r) => r.status).sort();
      expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    }
    const rows = await t.tdb.db.query<{ number_id: number; n: number }>(
      'SELECT number_id, count(*)::int AS n FROM orders WHERE number_id = ANY($1) GROUP BY number_id', [listed]);
    expect(rows.map((r) => r.n)).toEqual([1, 1, 1, 1, 1]);
    const after = ids(await search(t.h, 'query=0857&limit=50'));
    for (const id of listed) expect(after).not.toContain(id);
  });
});

describe('number index, loading', () => {
  let tdb: TestDb;
  beforeAll(async () => { tdb = await openTestDb(500); }, 60_000);
  afterAll(async () => { await tdb?.close(); });

  /** A take source the test drives: what the read caches and the change bus hand the index. */
  const source = () => {
    const takes: Array<(id: number, until: number) => void> = [];
    const resyncs: Array<() => void> = [];
    return {
      takes: { onTake: (fn: (id: number, until: number) => void) => { takes.push(fn); }, onResync: (fn: () => void) => { resyncs.push(fn); } },
      take: (id: number, until: number) => { for (const fn of takes) fn(id, until); },
      resync: () => { for (const fn of resyncs) fn(); },
    };
  };

  it('a take heard while the index loads is kept in the loaded index (its rows may have been read before it)', async () => {
    const s = source();
    const live = new LiveNumberIndex(tdb.db, s.takes, (err) => { throw err; });
    const first = (await searchRegular(tdb.db, new Date(), undefined, 1, 0))[0]!;
    const loading = live.reload();
    s.take(first.id, Infinity);
    await loading;
    const index = live.index!;
    const listed = index.search(undefined, 5, 0, Date.now()).at.map((at) => index.numberAt(at).id);
    expect(listed).not.toContain(first.id);
    expect(listed).toEqual((await searchRegular(tdb.db, new Date(), undefined, 6, 0)).map((n) => n.id).slice(1));
  });

  it('a lost bus connection loads the index again (takes may have been missed), and search asks for a load it lacks', async () => {
    const s = source();
    const live = new LiveNumberIndex(tdb.db, s.takes, (err) => { throw err; });
    live.wanted();
    await live.settled();
    const [{ n }] = (await tdb.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM numbers WHERE type = 'REGULAR'`)) as [{ n: number }];
    const before = live.index;
    expect(before?.size).toBe(n);
    s.resync();
    await live.settled();
    expect(live.index).not.toBe(before);
    expect(live.index?.size).toBe(n);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('number index, two processes on one PostgreSQL schema (change bus)', () => {
  let tdb: TestDb;
  let a: Harness;
  let b: Harness;
  beforeAll(async () => {
    tdb = await openTestDb(2000);
    // Two apps, each with its own pool, change bus and number index: what two shop processes have.
    [a, b] = [await makeApp(tdb.db), await makeApp(tdb.db)];
  }, 60_000);
  afterAll(async () => {
    await a?.app.close();
    await b?.app.close();
    await tdb?.close();
  });

  it('an order taken through A leaves B\'s search (only that number) and comes back there when its hold ends', async () => {
    const before = await search(b, 'query=0858&limit=10');
    const taken = before.numbers[0]!;
    const order = await a.app.inject({
      method: 'POST', url: '/api/orders', headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(orderBody(taken.id, {}, { sessionId: 'two-index' })),
    });
    expect(order.statusCode, order.body).toBe(200);
    // The bus delivers A's take to B shortly after A's commit.
    await vi.waitFor(async () => expect(ids(await search(b, 'query=0858&limit=10'))).not.toContain(taken.id), { timeout: 10_000, interval: 20 });
    expect(ids(await search(b, 'query=0858&limit=10')).slice(0, 9)).toEqual(ids(before).slice(1));
    // Time moves on past the hold in B: the number comes back there.
    b.clock.now = new Date(Date.now() + (b.knob(holdMinutes) + 1) * 60_000);
    expect(ids(await search(b, 'query=0858&limit=10'))).toEqual(ids(before));
  });
});
