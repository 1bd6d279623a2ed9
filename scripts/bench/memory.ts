// Memory of one shop process on PostgreSQL after a minute of mixed load (reads, searches, orders):
// resident set size sampled every 250 ms, peak and end, against the 250 MiB target and against a
// bare Fastify process driven the same way (the floor). Needs DATABASE_URL; uses its own schema,
// dropped afterwards. Usage: DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx scripts/bench/memory.ts
//   [--seconds 60] [--port 8296] [--entry dist/server/main.mjs (npm run build:server), or src/server/main.ts under tsx]. Never fails.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import pg from 'pg';
import type { NumberSearchResponse } from '../../src/contracts';
import { orderBody } from '../../tests/server/shop-client';
import { startCommand } from './start-command';

const url = process.env.DATABASE_URL;
if (!url) {
  console.log('memory: needs PostgreSQL (DATABASE_URL); skipped');
  process.exit(0);
}
const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
};
const seconds = Number(arg('seconds', '60'));
const port = Number(arg('port', '8296'));
const entry = arg('entry', 'dist/server/main.mjs');
const root = resolve(import.meta.dirname, '../..');
const schema = `bench_mem_${randomBytes(5).toString('hex')}`;
const TARGET_MIB = 250;
const CONCURRENCY = 16;

/** Starts a process and resolves once `ready` appears on its stdout. */
async function start(args: string[], env: Record<string, string>, ready: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stderr?.on('data', (c: Buffer) => { log = (log + c.toString()).slice(-4000); });
  await new Promise<void>((ok, fail) => {
    const onData = (c: Buffer): void => {
      log = (log + c.toString()).slice(-4000);
      if (log.includes(ready)) { child.stdout?.off('data', onData); ok(); }
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code) => fail(new Error(`exited (${code}) before it was ready:\n${log}`)));
  });
  child.stdout?.resume();
  return child;
}

const stop = (child: ChildProcess) => new Promise<void>((ok) => {
  if (child.exitCode !== null) { ok(); return; }
  child.once('exit', () => ok());
  child.kill('SIGTERM');
});

/** Resident set size (MiB) of a process, from /proc. */
function rssMib(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
}

/** Drives `pick()` requests from CONCURRENCY loops for `secs`, sampling the RSS of `pid`. */
async function drive(pid: number, secs: number, pick: () => { method: string; path: string; body?: unknown }) {
  const samples: number[] = [];
  const timer = setInterval(() => samples.push(rssMib(pid)), 250);
  const end = Date.now() + secs * 1000;
  let ok = 0;
  let failed = 0;
  await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
    while (Date.now() < end) {
      const r = pick();
      try {
        const res = await fetch(`http://127.0.0.1:${port}${r.path}`, {
          method: r.method, headers: { 'accept-encoding': 'gzip, deflate, br, zstd', ...(r.body ? { 'content-type': 'application/json' } : {}) },
          ...(r.body ? { body: JSON.stringify(r.body) } : {}),
        });
        await res.arrayBuffer();
        if (res.ok) ok += 1; else failed += 1;
      } catch {
        failed += 1;
      }
    }
  }));
  clearInterval(timer);
  // Settled: what stays after the load.
  await new Promise((r) => setTimeout(r, 2000));
  const endMib = rssMib(pid);
  return { peak: Math.max(...samples, endMib), end: endMib, ok, failed };
}

const fmt = (x: { peak: number; end: number; ok: number; failed: number }) =>
  `peak ${x.peak.toFixed(0)} MiB, end ${x.end.toFixed(0)} MiB  (${x.ok} requests, ${x.failed} failed)`;

// The server bundle is built from the current sources when there is none yet.
if (entry.endsWith('.mjs') && !existsSync(resolve(root, entry))) spawnSync(process.execPath, ['scripts/build-server.mjs'], { cwd: root, stdio: 'inherit' });

let shop: ChildProcess | undefined;
let bare: ChildProcess | undefined;
try {
  const run = startCommand();
  const env = {
    ...run.env,
    DATABASE_URL: url, DB_SCHEMA: schema, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'development', RATE_LIMIT_MAX: '0',
    ADMIN_TOKEN: 'bench-memory-admin', STATIC_DIR: resolve(root, 'dist/client'),
  };
  // The bundle runs as `npm start` runs it (package.json): its malloc settings and node flags.
  const args = entry.endsWith('.ts') ? ['--import', 'tsx', entry] : [...run.nodeFlags, entry];
  shop = await start(args, env, 'Server listening at');
  const pid = shop.pid ?? 0;
  const afterStart = rssMib(pid);
  const numbers: number[] = [];
  for (let offset = 0; numbers.length < 3000; offset += 100) {
    const page = await (await fetch(`http://127.0.0.1:${port}/api/number/pre/reg?limit=100&offset=${offset}`)).json() as NumberSearchResponse;
    if (page.numbers.length === 0) break;
    numbers.push(...page.numbers.map((n) => n.id));
  }
  const keyword = () => String(Math.floor(Math.random() * 10_000)).padStart(3 + Math.floor(Math.random() * 2), '0');
  const reads = ['/api/v3/number/packages?type=prepaid', '/api/cities', '/api/definitions', '/api/ui/banner/top', '/api/settings/oa.api.prepaid.tactical', '/', '/order'];
  const load = await drive(pid, seconds, () => {
    const roll = Math.random();
    if (roll < 0.1 && numbers.length > 0) {
      return { method: 'POST', path: '/api/orders', body: orderBody(numbers.pop() ?? 0, {}, { sessionId: `mem-${randomUUID()}` }) };
    }
    if (roll < 0.35) return { method: 'GET', path: `/api/number/pre/reg?query=${keyword()}` };
    return { method: 'GET', path: reads[Math.floor(Math.random() * reads.length)] ?? '/api/cities' };
  });
  await stop(shop);
  shop = undefined;

  const bareCode = `const f = require('fastify')(); f.get('/hello', async () => ({ hello: 'world' })); f.listen({ port: ${port}, host: '127.0.0.1' }).then(() => console.log('ready'))`;
  bare = await start(['-e', bareCode], {}, 'ready');
  const floorStart = rssMib(bare.pid ?? 0);
  const floor = await drive(bare.pid ?? 0, Math.min(seconds, 20), () => ({ method: 'GET', path: '/hello' }));
  console.log(`memory after ${seconds} s of mixed load (${CONCURRENCY} connections: reads, new searches, orders), shop on PostgreSQL (${entry})`);
  console.log(`bare Fastify process (floor)   after start ${floorStart.toFixed(0)} MiB, ${fmt(floor)}`);
  console.log(`shop process                   after start ${afterStart.toFixed(0)} MiB, ${fmt(load)}`);
  console.log(`  peak ${(load.peak / TARGET_MIB).toFixed(2)} of the ${TARGET_MIB} MiB target, ${(load.peak / floor.peak).toFixed(1)}x the floor; end ${(load.end / TARGET_MIB).toFixed(2)} of the target`);
} catch (err) {
  console.log(`memory benchmark failed: ${err instanceof Error ? err.message : String(err)}`);
} finally {
  if (shop) await stop(shop);
  if (bare) await stop(bare);
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  await c.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  await c.end();
}
