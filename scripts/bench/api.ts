// API throughput against a bare Fastify route in the same process (DESIGN: benchmarks, not timed tests).
// Each read is measured with and without a browser's accept-encoding, in rounds interleaved with the
// floor; the ratio is per round (same machine load), printed as median [p25-p75].
// Usage: npx tsx scripts/bench/api.ts [--connections 32] [--seconds 2] [--rounds 3]. Prints figures; never fails.
import Fastify from 'fastify';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { migrate } from '../../src/server/db/migrate';
import { openPglite } from '../../src/server/db/pglite';
import { seed } from '../../src/server/seed/seed';
import { load, type LoadRequest } from './load';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  const v = i >= 0 ? Number(process.argv[i + 1]) : NaN;
  return Number.isFinite(v) && v > 0 ? v : fallback;
};
const connections = arg('connections', 32);
const seconds = arg('seconds', 2);
const rounds = arg('rounds', 3);

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

const keyword = () => {
  const len = 3 + Math.floor(Math.random() * 2);
  return String(Math.floor(Math.random() * 10 ** len)).padStart(len, '0');
};
const searches = Array.from({ length: 200 }, () => `/api/number/pre/reg?query=${keyword()}`);
const seen = searches.slice(0, 20);
const cities = await app.inject({ method: 'GET', url: '/api/cities' });
const coverageId = (cities.json<{ cities: Array<{ coverageId: number }> }>().cities[0]?.coverageId) ?? 1;
const definitionsVersion = String((await app.inject({ method: 'GET', url: '/api/definitions' })).headers.etag).replace(/"/g, '');

const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };
interface Target { label: string; port: number; paths: string[]; request?: LoadRequest }
const reads: Target[] = [
  { label: 'GET /api/definitions', port: appPort, paths: ['/api/definitions'] },
  { label: `GET /api/definitions/v/<version>`, port: appPort, paths: [`/api/definitions/v/${definitionsVersion}`] },
  { label: 'GET /api/v3/number/packages?type=prepaid', port: appPort, paths: ['/api/v3/number/packages?type=prepaid'] },
  { label: 'GET /api/cities', port: appPort, paths: ['/api/cities'] },
  { label: 'GET /api/settings/oa.api.prepaid.tactical', port: appPort, paths: ['/api/settings/oa.api.prepaid.tactical'] },
  { label: `POST /api/loc/${coverageId}/logistics/2`, port: appPort, paths: [`/api/loc/${coverageId}/logistics/2`], request: { method: 'POST', body: '{}' } },
  { label: 'GET /api/number/pre/reg?query=<seen keyword>', port: appPort, paths: seen },
  { label: 'GET /api/number/pre/reg?query=<3-4 digits>', port: appPort, paths: searches },
];
const targets: Target[] = [
  ...reads.flatMap((t) => [t, { ...t, label: `${t.label} +br`, request: { ...t.request, headers: BROWSER } }]),
  { label: 'GET /api/v3/number/packages, caches off +br', port: uncachedPort, paths: ['/api/v3/number/packages?type=prepaid'], request: { headers: BROWSER } },
  { label: 'GET /api/number/pre/reg?query=<3-4 digits>, caches off', port: uncachedPort, paths: searches },
];

/** Percentile with linear interpolation between the closest ranks. */
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  const at = (p / 100) * (s.length - 1);
  const lo = s[Math.floor(at)] ?? NaN;
  const hi = s[Math.ceil(at)] ?? lo;
  return lo + (hi - lo) * (at - Math.floor(at));
};
const spread = (xs: number[], digits: number) => `${pct(xs, 50).toFixed(digits)} [${pct(xs, 25).toFixed(digits)}-${pct(xs, 75).toFixed(digits)}]`;

console.log(`API benchmark: ${connections} keep-alive connections, ${rounds} rounds of ${seconds} s per target interleaved with the floor, load generator in a worker thread`);
console.log('+br = the client sends a browser\'s accept-encoding: gzip, deflate, br, zstd');
await load(barePort, ['/hello'], connections, 1); // warm-up
for (const t of targets) await load(t.port, t.paths, connections, 0.3, t.request);
const floor: number[] = [];
const perSecond = new Map<string, number[]>();
const ratios = new Map<string, number[]>();
const errors = new Map<string, number>();
for (let r = 0; r < rounds; r++) {
  const b = await load(barePort, ['/hello'], connections, seconds);
  floor.push(b.perSecond);
  for (const t of targets) {
    const res = await load(t.port, t.paths, connections, seconds, t.request);
    perSecond.set(t.label, [...(perSecond.get(t.label) ?? []), res.perSecond]);
    ratios.set(t.label, [...(ratios.get(t.label) ?? []), res.perSecond / b.perSecond]);
    errors.set(t.label, (errors.get(t.label) ?? 0) + res.errors);
  }
}
const width = Math.max(...targets.map((t) => t.label.length)) + 2;
console.log(`${'bare Fastify {hello:\'world\'} (floor)'.padEnd(width)}${spread(floor, 0).padStart(24)} req/s`);
for (const t of targets) {
  const e = errors.get(t.label) ?? 0;
  console.log(`${t.label.padEnd(width)}${spread(perSecond.get(t.label) ?? [], 0).padStart(24)} req/s  ratio ${spread(ratios.get(t.label) ?? [], 3)}${e ? `  (${e} errors)` : ''}`);
}
console.log('target: ratio >= 0.5 against the bare route for cached reads, with and without +br');

await uncached.close();
await app.close();
await bare.close();
await db.close();
