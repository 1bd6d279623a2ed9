// API throughput against a bare Fastify route in the same process (DESIGN: benchmarks, not timed tests).
// Usage: npx tsx scripts/bench/api.ts [--connections 32] [--seconds 5]. Prints figures; never fails.
import Fastify from 'fastify';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { migrate } from '../../src/server/db/migrate';
import { openPglite } from '../../src/server/db/pglite';
import { seed } from '../../src/server/seed/seed';
import { load, type LoadResult } from './load';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  const v = i >= 0 ? Number(process.argv[i + 1]) : NaN;
  return Number.isFinite(v) && v > 0 ? v : fallback;
};
const connections = arg('connections', 32);
const seconds = arg('seconds', 5);

const db = await openPglite();
await migrate(db);
await seed(db, { numberCount: Number(process.env.NUMBER_COUNT ?? 50_000) });
// The rate limiter stays on (its cost is part of the API) with a limit the run cannot reach.
const config = loadConfig({ NODE_ENV: 'test' }, { rateLimitMax: 1_000_000_000, staticDir: undefined });
const app = await buildApp({ db, config });
await app.listen({ host: '127.0.0.1', port: 0 });
const appPort = (app.server.address() as { port: number }).port;
// The same API with its read caches off: what every cache miss costs.
const uncached = await buildApp({ db, config: { ...config, catalogueCacheSeconds: 0, searchCacheSeconds: 0 } });
await uncached.listen({ host: '127.0.0.1', port: 0 });
const uncachedPort = (uncached.server.address() as { port: number }).port;

const bare = Fastify({ logger: false });
bare.get('/hello', async () => ({ hello: 'world' }));
await bare.listen({ host: '127.0.0.1', port: 0 });
const barePort = (bare.server.address() as { port: number }).port;

const searches = Array.from({ length: 200 }, () => {
  const len = 3 + Math.floor(Math.random() * 2);
  return `/api/number/pre/reg?query=${String(Math.floor(Math.random() * 10 ** len)).padStart(len, '0')}`;
});

const fmt = (r: LoadResult) => `${r.perSecond.toFixed(0).padStart(7)} req/s  (${r.requests} ok, ${r.errors} errors, ${r.seconds.toFixed(1)} s)`;
console.log(`API benchmark: ${connections} keep-alive connections, ${seconds} s per target, load generator in a worker thread`);
await load(barePort, ['/hello'], connections, 1); // warm-up
await load(appPort, ['/api/v3/number/packages?type=prepaid', ...searches.slice(0, 20)], connections, 1);
const b = await load(barePort, ['/hello'], connections, seconds);
console.log(`bare Fastify {hello:'world'}                 ${fmt(b)}`);
const pk = await load(appPort, ['/api/v3/number/packages?type=prepaid'], connections, seconds);
console.log(`GET /api/v3/number/packages?type=prepaid     ${fmt(pk)}  ratio ${(pk.perSecond / b.perSecond).toFixed(2)}`);
const sr = await load(appPort, searches, connections, seconds);
console.log(`GET /api/number/pre/reg?query=<3-4 digits>   ${fmt(sr)}  ratio ${(sr.perSecond / b.perSecond).toFixed(2)}`);
const pk0 = await load(uncachedPort, ['/api/v3/number/packages?type=prepaid'], connections, seconds);
console.log(`  same, caches off                           ${fmt(pk0)}  ratio ${(pk0.perSecond / b.perSecond).toFixed(2)}`);
const sr0 = await load(uncachedPort, searches, connections, seconds);
console.log(`  search, caches off                         ${fmt(sr0)}  ratio ${(sr0.perSecond / b.perSecond).toFixed(2)}`);
console.log('target: ratio >= 0.5 against the bare route');

await uncached.close();
await app.close();
await bare.close();
await db.close();
