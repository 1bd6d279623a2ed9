// Number search latency over a large inventory, for keywords never searched before (no cache hit):
// targets p95 under 10 ms one at a time and under 50 ms with 50 concurrent connections, at 1,000,000 numbers.
// The floor is a bare Fastify route measured the same way in the same run. Search is answered from the
// process's number index (src/server/domains/numbers/number-index.ts); the database's own search is
// measured alongside for reference.
// Usage: NUMBER_COUNT=1000000 npx tsx scripts/bench/search.ts [--runs 400]; with DATABASE_URL on PostgreSQL
// (a schema of its own, dropped afterwards), else in-memory PGlite. Prints figures; never fails.
import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { migrate } from '../../src/server/db/migrate';
import { openPglite } from '../../src/server/db/pglite';
import { openPostgres } from '../../src/server/db/postgres';
import { seed } from '../../src/server/seed/seed';
import { searchRegular } from '../../src/server/domains/numbers/queries';
import { latencies } from './latency';

const count = Number(process.env.NUMBER_COUNT ?? 1_000_000);
const i = process.argv.indexOf('--runs');
const runs = i >= 0 ? Number(process.argv[i + 1]) || 400 : 400;
const url = process.env.DATABASE_URL;
const schema = `bench_search_${randomBytes(5).toString('hex')}`;

const t0 = performance.now();
const db = url ? await openPostgres(url, schema) : await openPglite();
await migrate(db);
const t1 = performance.now();
await seed(db, { numberCount: count });
const t2 = performance.now();
const [{ n }] = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM numbers')) as [{ n: number }];
console.log(`${url ? 'PostgreSQL' : 'PGlite in memory'}: open+migrate ${((t1 - t0) / 1000).toFixed(1)} s, seed ${n} numbers ${((t2 - t1) / 1000).toFixed(1)} s`);

// Every 3- and 4-digit keyword once, shuffled: each request below is a keyword never searched before.
const keywords = [...Array.from({ length: 1000 }, (_, k) => String(k).padStart(3, '0')), ...Array.from({ length: 10000 }, (_, k) => String(k).padStart(4, '0'))];
for (let k = keywords.length - 1; k > 0; k--) {
  const j = Math.floor(Math.random() * (k + 1));
  [keywords[k], keywords[j]] = [keywords[j] as string, keywords[k] as string];
}
let next = 0;
const fresh = (m: number) => keywords.slice(next, (next += m));

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  const at = (p / 100) * (s.length - 1);
  const lo = s[Math.floor(at)] ?? NaN;
  return lo + ((s[Math.ceil(at)] ?? lo) - lo) * (at - Math.floor(at));
};
const report = (label: string, xs: number[], floor?: number[]) => {
  const ratio = floor ? `  p95 ratio to the floor ${(pct(xs, 95) / pct(floor, 95)).toFixed(1)}x` : '';
  console.log(`${label.padEnd(44)} median ${pct(xs, 50).toFixed(2)} [${pct(xs, 25).toFixed(2)}-${pct(xs, 75).toFixed(2)}] ms  p95 ${pct(xs, 95).toFixed(2)} ms  p99 ${pct(xs, 99).toFixed(2)} ms  (${xs.length} runs)${ratio}`);
};

for (const kw of fresh(20)) await searchRegular(db, new Date(), kw, 40, 0);
const dbTimes: number[] = [];
for (const kw of fresh(runs)) {
  const s = performance.now();
  await searchRegular(db, new Date(), kw, 40, 0);
  dbTimes.push(performance.now() - s);
}
report(`database query (${db.kind}), new keyword`, dbTimes);

const rss0 = process.memoryUsage().rss;
const t3 = performance.now();
const app = await buildApp({ db, config: loadConfig({ NODE_ENV: 'test' }, { rateLimitMax: 0, staticDir: undefined }) });
console.log(`app built with its number index loaded: ${((performance.now() - t3) / 1000).toFixed(1)} s, resident memory +${((process.memoryUsage().rss - rss0) / 2 ** 20).toFixed(0)} MiB`);
await app.listen({ host: '127.0.0.1', port: 0 });
const port = (app.server.address() as { port: number }).port;
const bare = Fastify({ logger: false });
bare.get('/hello', async () => ({ hello: 'world' }));
await bare.listen({ host: '127.0.0.1', port: 0 });
const barePort = (bare.server.address() as { port: number }).port;
const hello = (m: number) => Array.from({ length: m }, () => '/hello');
const search = (kws: string[]) => kws.map((kw) => `/api/number/pre/reg?query=${kw}`);

await latencies(barePort, hello(200), 1);
await latencies(port, search(fresh(20)), 1);
const floor1 = await latencies(barePort, hello(runs), 1);
const seq = await latencies(port, search(fresh(runs)), 1);
report('bare Fastify, sequential (floor)', floor1.times);
report('GET /api/number/pre/reg new keyword, sequential', seq.times, floor1.times);
const conc = Math.min(2000, keywords.length - next);
const floor50 = await latencies(barePort, hello(conc), 50);
const par = await latencies(port, search(fresh(conc)), 50);
report('bare Fastify, 50 connections (floor)', floor50.times);
report('GET /api/number/pre/reg new keyword, 50 connections', par.times, floor50.times);
if (seq.errors + par.errors > 0) console.log(`errors: ${seq.errors + par.errors}`);
console.log('target: p95 under 10 ms sequential, under 50 ms with 50 connections');
await bare.close();
await app.close();
await db.close();
if (url) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  await c.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  await c.end();
}
