// Home content reads on the seed dataset: p50/p95 over 500 runs of each query through the content
// client (GROQ on the local lake) and of each content API route (HTTP, end to end).
// Usage: npx tsx scripts/bench/content.ts [--runs 500]. Prints figures; never fails. Target: p95 <= 10 ms.
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../src/server/app';
import { getContentClient } from '../../src/server/content/client';
import { loadConfig } from '../../src/server/config';
import { migrate } from '../../src/server/db/migrate';
import { openPglite } from '../../src/server/db/pglite';
import { seed } from '../../src/server/seed/seed';

const i = process.argv.indexOf('--runs');
const runs = i >= 0 && Number(process.argv[i + 1]) > 0 ? Number(process.argv[i + 1]) : 500;

const db = await openPglite();
await migrate(db);
await seed(db, { numberCount: 1000 });
const config = loadConfig({ NODE_ENV: 'test' }, { rateLimitMax: 0, staticDir: undefined, adminToken: 'bench' });
const app = await buildApp({ db, config });
await app.listen({ host: '127.0.0.1', port: 0 });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
const client = getContentClient({ lakeUrl: base, adminToken: 'bench' });

const pct = (xs: number[], p: number) => xs[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];
const fmt = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return `p50 ${pct(s, 50).toFixed(2).padStart(6)} ms   p95 ${pct(s, 95).toFixed(2).padStart(6)} ms`;
};
/** Wall time per call; `inLake` collects the lake's own `ms` (evaluation only, no HTTP or scheduling). */
async function measure(name: string, fn: () => Promise<number | undefined>): Promise<void> {
  for (let k = 0; k < 20; k++) await fn(); // warm-up: parsed GROQ cache, keep-alive sockets, JIT
  const times: number[] = [];
  const inLake: number[] = [];
  for (let k = 0; k < runs; k++) {
    const t = performance.now();
    const ms = await fn();
    times.push(performance.now() - t);
    if (ms !== undefined) inLake.push(ms);
  }
  console.log(`${name.padEnd(44)} ${fmt(times)}${inLake.length ? `   (in the lake: ${fmt(inLake)})` : ''}`);
}

const queries: Array<[string, string, Record<string, unknown>]> = [
  ['banner', '*[_type == $type] | order(order asc, _id asc)', { type: 'banner' }],
  ['packages (prepaid)', '*[_type == $type && type == $ptype] | order(order asc, _id asc)', { type: 'homePackage', ptype: 'prepaid' }],
  ['roaming', '*[_type == $type] | order(order asc, _id asc)', { type: 'roamingPromo' }],
  ['tiles', '*[_type == $type] | order(order asc, _id asc)', { type: 'quickActionTile' }],
  ['tactical setting', '*[_type == "setting" && name == $name][0].value', { name: 'oa.api.prepaid.tactical' }],
  ['maintenance', '*[_type == $type] | order(startsAt asc)', { type: 'maintenanceWindow' }],
];
console.log(`content queries through @sanity/client on the local lake (${runs} runs each)`);
// Without writes the lake answers from its result cache (emptied by every commit); the "uncached"
// rows defeat it by appending trailing spaces (same query, another cache key).
for (const [name, q, params] of queries) {
  await measure(`query ${name}`, async () => (await client.fetch<unknown>(q, params, { filterResponse: false }) as { ms: number }).ms);
  let n = 0;
  await measure(`query ${name} (uncached)`, async () => (await client.fetch<unknown>(q + ' '.repeat((n++ % 900) + 1), params, { filterResponse: false }) as { ms: number }).ms);
}
console.log('content API routes over HTTP');
for (const path of ['/api/ui/banner/top', '/api/web/prepaid/packages?language=id', '/api/ui/promo/roaming', '/api/ui/tiles', '/api/ui/maintenance']) {
  await measure(`GET ${path}`, async () => { await (await fetch(`${base}${path}`)).json(); return undefined; });
}
await app.close();
await db.close();
