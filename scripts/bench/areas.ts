// Area cascade latency (provinces -> cities -> districts -> villages), target p95 <= 5 ms, and the store
// list searched by city (/retails), against floors measured in the same run: a bare Fastify route and
// the shop's cheapest cached read (/api/cities).
// Also times the first-start load of the areas. Usage: npx tsx scripts/bench/areas.ts [--runs 300]. Prints figures; never fails.
import Fastify, { type FastifyInstance } from 'fastify';
import type { AreasResponse, StoresResponse } from '../../src/contracts';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { migrate } from '../../src/server/db/migrate';
import { openPglite } from '../../src/server/db/pglite';
import { DOMAINS } from '../../src/server/domains/registry';
import { seed } from '../../src/server/seed/seed';

const i = process.argv.indexOf('--runs');
const runs = i >= 0 ? Number(process.argv[i + 1]) || 300 : 300;

const db = await openPglite();
await migrate(db);
const isAreas = (d: { name: string }) => d.name === 'areas';
await seed(db, { numberCount: 1000 }, DOMAINS.filter((d) => !isAreas(d)));
const t0 = performance.now();
await seed(db, { numberCount: 1000 }, DOMAINS.filter(isAreas));
console.log(`first-start load of the areas (PGlite in memory): ${((performance.now() - t0) / 1000).toFixed(2)} s`);

const config = loadConfig({ NODE_ENV: 'test' }, { rateLimitMax: 0, staticDir: undefined });
const app = await buildApp({ db, config });
const uncached = await buildApp({ db, config: { ...config, catalogueCacheSeconds: 0 } });
const bare = Fastify({ logger: false });
bare.get('/hello', async () => ({ hello: 'world' }));
await Promise.all([app.ready(), uncached.ready(), bare.ready()]);

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? NaN;
async function timed<T = AreasResponse>(on: FastifyInstance, url: string): Promise<[number, T]> {
  const s = performance.now();
  const res = await on.inject({ method: 'GET', url });
  const ms = performance.now() - s;
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return [ms, res.json<T>()];
}
const pick = <T>(xs: T[]): T => xs[Math.floor(Math.random() * xs.length)] as T;

/** One customer's cascade: each level's answer chooses the next call. */
async function cascades(on: FastifyInstance, n: number): Promise<number[]> {
  const times: number[] = [];
  for (let r = 0; r < n; r++) {
    const [a, provinces] = await timed(on, '/api/areas/provinces');
    const [b, cities] = await timed(on, `/api/areas/provinces/${pick(provinces.areas).code}/cities`);
    const [c, districts] = await timed(on, `/api/areas/cities/${pick(cities.areas).code}/districts`);
    const [d] = await timed(on, `/api/areas/districts/${pick(districts.areas).code}/villages`);
    times.push(a, b, c, d);
  }
  return times;
}
/** Store list searches as typed on /retails: part of a city, any case, or nothing (every store). */
const STORE_SEARCHES = ['', 'jakarta', 'JAKARTA', 'bandung', 'Medan', 'sel', 'pus', 'jayapura', 'ba'];
async function storeSearches(on: FastifyInstance, n: number): Promise<number[]> {
  const times: number[] = [];
  for (let r = 0; r < n; r++) times.push((await timed<StoresResponse>(on, `/api/stores?city=${encodeURIComponent(pick(STORE_SEARCHES))}`))[0]);
  return times;
}
async function floor(on: FastifyInstance, url: string, n: number): Promise<number[]> {
  const times: number[] = [];
  for (let r = 0; r < n; r++) times.push((await timed(on, url))[0]);
  return times;
}

await cascades(app, 50); // warm-up (JIT, and the caches of what it touched)
await floor(bare, '/hello', 200);
const bareTimes = await floor(bare, '/hello', runs * 4);
const citiesTimes = await floor(app, '/api/cities', runs * 4);
const cached = await cascades(app, runs);
const cold = await cascades(uncached, Math.ceil(runs / 3));
await storeSearches(app, 50);
const storesCached = await storeSearches(app, runs * 4);
const storesCold = await storeSearches(uncached, runs);

const line = (label: string, xs: number[]) => `${label.padEnd(44)} p50 ${pct(xs, 50).toFixed(2)} ms  p95 ${pct(xs, 95).toFixed(2)} ms  (${xs.length} calls)`;
console.log(line('floor: bare Fastify GET /hello (inject)', bareTimes));
console.log(line('floor: shop GET /api/cities (cached, inject)', citiesTimes));
console.log(`${line('cascade calls, read caches on', cached)}  ratio p95 ${(pct(cached, 95) / pct(citiesTimes, 95)).toFixed(2)}x /api/cities, ${(pct(cached, 95) / pct(bareTimes, 95)).toFixed(2)}x bare`);
console.log(`${line('cascade calls, read caches off', cold)}  ratio p95 ${(pct(cold, 95) / pct(citiesTimes, 95)).toFixed(2)}x /api/cities`);
console.log(`${line('store list by city, read caches on', storesCached)}  ratio p95 ${(pct(storesCached, 95) / pct(citiesTimes, 95)).toFixed(2)}x /api/cities, ${(pct(storesCached, 95) / pct(bareTimes, 95)).toFixed(2)}x bare`);
console.log(`${line('store list by city, read caches off', storesCold)}  ratio p95 ${(pct(storesCold, 95) / pct(citiesTimes, 95)).toFixed(2)}x /api/cities`);
console.log('target: cascade p95 <= 5 ms');
await Promise.all([app.close(), uncached.close(), bare.close()]);
await db.close();
