// Untrusted GROQ against the API (issue 31): what an anonymous query costs the API's own thread, and
// /api/cities' latency while 10 of the heaviest queries allowed run, as ratios to the same figures
// measured idle in the same run. Clients run in worker threads (latency.ts), not on the server's loop.
// Usage: npx tsx scripts/bench/query-load.ts [--requests 300]. Prints figures; never fails.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parse } from 'groq-js';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { migrate } from '../../src/server/db/migrate';
import { openPglite } from '../../src/server/db/pglite';
import { checkQueryBounds, measureQuery, QUERY_BOUNDS } from '../../src/server/lake/query-bounds';
import { seed } from '../../src/server/seed/seed';
import { Worker } from 'node:worker_threads';
import { latencies } from './latency';

// Clients that send one path from `connections` connections, each after the last answer, until `ms` pass.
const FLOOD = `
const { workerData, parentPort } = require('node:worker_threads');
const http = require('node:http');
const { port, path, connections, ms } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const until = Date.now() + ms;
const statuses = {};
function one() {
  return new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path, agent }, (res) => {
      res.resume();
      res.on('end', () => { statuses[res.statusCode] = (statuses[res.statusCode] || 0) + 1; resolve(); });
    });
    req.on('error', () => { statuses.error = (statuses.error || 0) + 1; resolve(); });
  });
}
async function loop() { while (Date.now() < until) await one(); }
Promise.all(Array.from({ length: connections }, loop)).then(() => { agent.destroy(); parentPort.postMessage(statuses); });
`;
const flood = (port: number, path: string, connections: number, ms: number): Promise<Record<string, number>> =>
  new Promise((resolve, reject) => {
    const w = new Worker(FLOOD, { eval: true, workerData: { port, path, connections, ms } });
    w.once('message', (m: Record<string, number>) => { resolve(m); void w.terminate(); });
    w.once('error', reject);
  });

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  const v = i >= 0 ? Number(process.argv[i + 1]) : NaN;
  return Number.isFinite(v) && v > 0 ? v : fallback;
};
const requests = arg('requests', 300);

/** The most terms the bounds allow in a `||` chain, the form whose parse grows fastest. */
const tightest = `*[${'a==1||'.repeat(Math.floor((QUERY_BOUNDS.maxTerms - 8) / 4))}a==1]`;
/** Slow to evaluate (every document against every document, thrice) and near the bounds: it runs into the time budget. */
const heaviest = `count(*[count(*[count(*[count(*) > 0]) > 0]) > 0 && (${Array.from({ length: 150 }, (_, i) => `_id == "x${i}"`).join(' || ')} || true)])`;
/** The case: 4,000 terms, refused now. */
const refused = `*[${Array.from({ length: 4000 }, (_, i) => `a == ${i}`).join(' || ')}]`;

const perCall = (fn: () => void, n: number): number => {
  const started = performance.now();
  for (let i = 0; i < n; i++) fn();
  return ((performance.now() - started) / n) * 1000;
};
const pct = (xs: number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? NaN;
};

console.log(`bounds: ${QUERY_BOUNDS.maxChars} characters, ${QUERY_BOUNDS.maxTerms} terms, ${QUERY_BOUNDS.maxDepth} levels`);
for (const [label, q] of [['tightest allowed', tightest], ['heaviest allowed', heaviest]] as const) {
  const m = measureQuery(q);
  checkQueryBounds(q, {});
  parse(q);
  const check = perCall(() => checkQueryBounds(q, {}), 2000);
  const parsed = perCall(() => parse(q), 20);
  console.log(`${label} (${m.chars} chars, ${m.terms} terms): main-thread check ${check.toFixed(1)} µs; groq-js parse ${(parsed / 1000).toFixed(2)} ms (now in the worker) = ${(parsed / check).toFixed(0)}x the check`);
}
let refusal = '';
const refuse = () => { try { checkQueryBounds(refused, {}); } catch (err) { refusal = err instanceof Error ? err.message : String(err); } };
refuse();
console.log(`4,000-term query (${refused.length} chars): refused in ${perCall(refuse, 200).toFixed(1)} µs of main thread ("${refusal.slice(0, 60)}...")`);

const db = await openPglite();
await migrate(db);
await seed(db, { numberCount: 2000 });
const config = loadConfig({ NODE_ENV: 'test' }, { rateLimitMax: 1_000_000_000, staticDir: undefined });
const app = await buildApp({ db, config });
await app.listen({ host: '127.0.0.1', port: 0 });
const port = (app.server.address() as { port: number }).port;
const cities = Array.from({ length: requests }, () => '/api/cities');
const heavyUrl = `/v2025-02-19/data/query/production?query=${encodeURIComponent(heaviest)}`;

const cheapUrl = `/v2025-02-19/data/query/production?query=${encodeURIComponent('count(*[_type == "faq"])')}`;
const f = (t: number[]) => `p50 ${pct(t, 50).toFixed(2)} ms, p95 ${pct(t, 95).toFixed(2)} ms, max ${Math.max(...t).toFixed(1)} ms`;

/** /api/cities' latencies (and the server thread's longest stall) while 10 clients send `path`, or idle. */
async function citiesWhile(path: string | null) {
  const delay = monitorEventLoopDelay({ resolution: 5 });
  const run = path === null ? Promise.resolve({}) : flood(port, path, 10, 8000);
  // Let the flood start before measuring.
  if (path !== null) await latencies(port, cities.slice(0, 20), 1);
  delay.enable();
  const measured = await latencies(port, cities, 1);
  delay.disable();
  return { ...measured, stallMs: delay.max / 1e6, statuses: await run };
}

await latencies(port, cities.slice(0, 50), 1);
const idle = await citiesWhile(null);
const cheap = await citiesWhile(cheapUrl);
const heavy = await citiesWhile(heavyUrl);
console.log(`GET /api/cities idle (floor): ${f(idle.times)}; longest stall of the API's thread ${idle.stallMs.toFixed(1)} ms`);
console.log(`  while 10 clients send a cheap anonymous query (floor 2: the clients' own load on 2 cores): ${f(cheap.times)}; stall ${cheap.stallMs.toFixed(1)} ms`);
console.log(`  while 10 clients send the heaviest query allowed: ${f(heavy.times)}; stall ${heavy.stallMs.toFixed(1)} ms; errors ${heavy.errors}`);
console.log(`  ratio to idle: p50 ${(pct(heavy.times, 50) / pct(idle.times, 50)).toFixed(2)}, p95 ${(pct(heavy.times, 95) / pct(idle.times, 95)).toFixed(2)}; `
  + `to the cheap flood: p50 ${(pct(heavy.times, 50) / pct(cheap.times, 50)).toFixed(2)}, p95 ${(pct(heavy.times, 95) / pct(cheap.times, 95)).toFixed(2)}`);
console.log(`  the heavy queries' answers by status: ${JSON.stringify(heavy.statuses)} (400: the time budget, 429: the worker's queue full)`);
await app.close();
await db.close();
