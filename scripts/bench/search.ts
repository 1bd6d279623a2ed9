// Number search latency over a large inventory (target p95 <= 20 ms at 1,000,000 numbers).
// Usage: NUMBER_COUNT=1000000 npx tsx scripts/bench/search.ts [--runs 500]. Prints figures; never fails.
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { migrate } from '../../src/server/db/migrate';
import { openPglite } from '../../src/server/db/pglite';
import { seed } from '../../src/server/seed/seed';
import { searchRegular } from '../../src/server/domains/numbers/queries';

const count = Number(process.env.NUMBER_COUNT ?? 1_000_000);
const i = process.argv.indexOf('--runs');
const runs = i >= 0 ? Number(process.argv[i + 1]) || 500 : 500;

const t0 = performance.now();
const db = await openPglite();
await migrate(db);
const t1 = performance.now();
await seed(db, { numberCount: count });
const t2 = performance.now();
const [{ n }] = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM numbers')) as [{ n: number }];
console.log(`PGlite in memory: open+migrate ${((t1 - t0) / 1000).toFixed(1)} s, seed ${n} numbers ${((t2 - t1) / 1000).toFixed(1)} s`);

const keyword = () => {
  const len = 3 + Math.floor(Math.random() * 2);
  return String(Math.floor(Math.random() * 10 ** len)).padStart(len, '0');
};
const pct = (xs: number[], p: number) => xs[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? NaN;
const report = (label: string, xs: number[]) => {
  xs.sort((a, b) => a - b);
  console.log(`${label}: p50 ${pct(xs, 50).toFixed(2)} ms  p95 ${pct(xs, 95).toFixed(2)} ms  p99 ${pct(xs, 99).toFixed(2)} ms  (max ${xs[xs.length - 1]?.toFixed(2)} ms, ${xs.length} runs)`);
};

for (let w = 0; w < 20; w++) await searchRegular(db, new Date(), keyword(), 20, 0);
const dbTimes: number[] = [];
for (let r = 0; r < runs; r++) {
  const s = performance.now();
  await searchRegular(db, new Date(), keyword(), 20, 0);
  dbTimes.push(performance.now() - s);
}
report('query (service -> PGlite)        ', dbTimes);

const app = await buildApp({ db, config: loadConfig({ NODE_ENV: 'test' }, { rateLimitMax: 0, staticDir: undefined }) });
await app.ready();
const httpTimes: number[] = [];
for (let r = 0; r < runs; r++) {
  const s = performance.now();
  const res = await app.inject({ method: 'GET', url: `/api/number/pre/reg?query=${keyword()}` });
  httpTimes.push(performance.now() - s);
  if (res.statusCode !== 200) console.log('unexpected', res.statusCode, res.body);
}
report('GET /api/number/pre/reg (inject) ', httpTimes);
console.log('target: p95 <= 20 ms');
await app.close();
await db.close();
