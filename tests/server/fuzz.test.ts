// A small, fixed-seed run of the hostile-input fuzz (scripts/bench/fuzz.ts runs the large one): no
// answer is a 5xx, every answer comes, and every error answer has the envelope and the security headers.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { fuzzRequests } from '../../scripts/bench/fuzz/requests';
import { unboundedIn } from '../../src/contracts';
import { runFuzz, serverErrors, type FuzzReport } from '../../scripts/bench/fuzz/send';
import { startFuzzShop, type FuzzShop } from '../../scripts/bench/fuzz/shop';
import { openTestDb, TEST_SITE, type TestDb } from './harness';

let tdb: TestDb | undefined;
let shop: FuzzShop | undefined;
beforeAll(async () => {
  tdb = await openTestDb(300);
  shop = await startFuzzShop(tdb.db, { site: async () => TEST_SITE });
}, 60_000);
afterAll(async () => {
  await shop?.close();
  await tdb?.close();
});

const describe = (r: FuzzReport) => [...r.defects].map(([d, causes]) => `${d}: ${[...causes.keys()].slice(0, 5).join(' | ')}`).join('\n');

it('600 hostile requests over every route: no 5xx, and every error answer in the envelope with the security headers', async () => {
  if (!shop) throw new Error('no shop');
  expect(shop.routes.length).toBeGreaterThan(40);
  const report = await runFuzz(shop.port, fuzzRequests(shop.routes, 600, { ...shop.options, seed: 20261123 }), 4);
  expect(report.sent).toBe(600);
  expect(serverErrors(report)).toBe(0);
  expect(describe(report)).toBe('');
}, 120_000);

it('every route bounds each integer of its path params, query and body within PostgreSQL integer, and each string', () => {
  if (!shop) throw new Error('no shop');
  const unbounded = shop.routes.flatMap((r) => (['params', 'querystring', 'body'] as const)
    .flatMap((part) => unboundedIn(r.schema?.[part]).map(([at, why]) => `${r.method} ${r.url} ${part}${at}: ${why}`)));
  expect(unbounded).toEqual([]);
});
