// Several processes on PostgreSQL (DATABASE_URL; REDIS_URL used when set): two real shop processes
// on a throw-away schema. Prints how long a publish through one takes to reach the other's
// /api/live (ms), and orders per second through one process and through both (and their ratio).
// Usage: DATABASE_URL=postgres://... [REDIS_URL=redis://...] npx tsx scripts/bench/scale.ts
import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import type { NumberSearchResponse } from '../../src/contracts';
import { orderBody } from '../../tests/server/shop-client';
import { openLive, startShop, type ShopProcess } from '../../tests/server/shop-process';

const url = process.env.DATABASE_URL;
if (!url) {
  console.log('scale: needs PostgreSQL (DATABASE_URL); skipped');
  process.exit(0);
}
const ADMIN = 'bench-scale-admin';
const auth = { authorization: `Bearer ${ADMIN}` };
const PUBLISHES = 30;
const ORDERS = 400;
const CONCURRENCY = 32;
const schema = `bench_${randomBytes(5).toString('hex')}`;
const env = {
  DATABASE_URL: url, DB_SCHEMA: schema, ADMIN_TOKEN: ADMIN, NUMBER_COUNT: String(3 * ORDERS + 100), RATE_LIMIT_MAX: '0',
  ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
};
const pct = (xs: number[], p: number) => [...xs].sort((x, y) => x - y)[Math.min(xs.length - 1, Math.floor(p * xs.length))] ?? NaN;

async function publishLatencies(from: ShopProcess, to: ShopProcess): Promise<number[]> {
  const live = await openLive(to.port);
  const out: number[] = [];
  try {
    for (let i = 0; i < PUBLISHES; i++) {
      const arrived = live.next('banner.bench');
      const started = performance.now();
      const res = await from.request('POST', '/v2025-02-19/data/mutate/production', {
        mutations: [{ createOrReplace: { _id: 'banner.bench', _type: 'banner', code: 'bench', order: 99, en: { title: `bench ${i}` }, id: { title: `bench ${i}` } } }],
      }, { headers: auth });
      if (res.status !== 200) throw new Error(`publish: ${res.status} ${res.body}`);
      out.push((await arrived) - started);
    }
  } finally {
    live.close();
  }
  return out;
}

async function freeNumbers(on: ShopProcess, count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let offset = 0; ids.length < count; offset += 100) {
    const page = JSON.parse((await on.request('GET', `/api/number/pre/reg?limit=100&offset=${offset}`)).body) as NumberSearchResponse;
    if (page.numbers.length === 0) break;
    ids.push(...page.numbers.map((n) => n.id));
  }
  return ids.slice(0, count);
}

/** Orders per second for one order per number, spread round-robin over `via`. */
async function orderRate(via: ShopProcess[], numbers: number[]): Promise<number> {
  let next = 0;
  let failed = 0;
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
    for (let i = next++; i < numbers.length; i = next++) {
      const res = await via[i % via.length].request('POST', '/api/orders', orderBody(numbers[i], {}, { sessionId: `bench-${randomUUID()}` }));
      if (res.status !== 200) failed += 1;
    }
  }));
  const seconds = (performance.now() - started) / 1000;
  if (failed > 0) console.log(`  (${failed} orders refused)`);
  return numbers.length / seconds;
}

const a = await startShop(env);
const b = await startShop(env);
try {
  const lat = await publishLatencies(a, b);
  console.log(`publish on A -> /api/live event on B: median ${pct(lat, 0.5).toFixed(1)} ms, p95 ${pct(lat, 0.95).toFixed(1)} ms, max ${Math.max(...lat).toFixed(1)} ms (${PUBLISHES} publishes${process.env.REDIS_URL ? ', REDIS_URL set' : ''})`);
  const WARM = 40;
  const numbers = await freeNumbers(a, WARM + 2 * ORDERS);
  // Warm-up: the first orders of each process load its definitions, schemas and pool.
  await orderRate([a, b], numbers.slice(0, WARM));
  const one = await orderRate([a], numbers.slice(WARM, WARM + ORDERS));
  const two = await orderRate([a, b], numbers.slice(WARM + ORDERS));
  console.log(`orders/s through one process: ${one.toFixed(1)}; through two: ${two.toFixed(1)}; ratio two/one: ${(two / one).toFixed(2)} (${ORDERS} orders each, ${CONCURRENCY} at a time)`);
} finally {
  await Promise.all([a.stop(), b.stop()]);
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  await c.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  await c.end();
}
