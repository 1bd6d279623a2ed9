// Restart time of `npm start` when nothing changed (no rebuild: scripts/build-if-changed.mjs): from
// spawn to the first 200 of /api/cities on an existing data folder, against the floor of a bare
// `node -e` HTTP server's start, interleaved in rounds. The first start (build if needed, seeding)
// is not measured. Usage: npx tsx scripts/bench/restart.ts [--rounds 3] [--port 8295]. Never fails.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  const v = i >= 0 ? Number(process.argv[i + 1]) : NaN;
  return Number.isFinite(v) && v > 0 ? v : fallback;
};
const rounds = arg('rounds', 3);
const port = arg('port', 8295);
const root = resolve(import.meta.dirname, '../..');
const scratch = mkdtempSync(join(tmpdir(), 'shop-restart-'));
const dataDir = join(scratch, 'pglite');

/** Spawns `cmd` in its own process group; resolves with the ms until `url` answers 200. */
async function timeToFirst200(cmd: string, args: string[], url: string, env: Record<string, string>, limitMs: number): Promise<{ ms: number; child: ChildProcess }> {
  const started = performance.now();
  const child = spawn(cmd, args, { cwd: root, env: { ...process.env, ...env }, detached: true, stdio: process.env.BENCH_SERVER_LOG ? 'inherit' : 'ignore' });
  let exited = false;
  child.once('exit', () => { exited = true; });
  while (performance.now() - started < limitMs && !exited) {
    try {
      const res = await fetch(url);
      if (res.status === 200) { await res.arrayBuffer(); return { ms: performance.now() - started, child }; }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  stop(child);
  throw new Error(`${cmd} ${args.join(' ')}: no 200 from ${url} within ${limitMs} ms${exited ? ' (it exited)' : ''}`);
}

/** Ends the process group this bench started, and waits for its leader to exit. */
function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolveStop) => {
    if (child.exitCode !== null || child.pid === undefined) { resolveStop(); return; }
    child.once('exit', () => resolveStop());
    try { process.kill(-child.pid, 'SIGTERM'); } catch { resolveStop(); }
  });
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  const at = (p / 100) * (s.length - 1);
  const lo = s[Math.floor(at)] ?? NaN;
  return lo + ((s[Math.ceil(at)] ?? lo) - lo) * (at - Math.floor(at));
};
const spread = (xs: number[]) => `${pct(xs, 50).toFixed(0)} [${pct(xs, 25).toFixed(0)}-${pct(xs, 75).toFixed(0)}] ms`;

const shopEnv = { PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', NUMBER_COUNT: '50000', RATE_LIMIT_MAX: '0' };
const cities = `http://127.0.0.1:${port}/api/cities`;
try {
  console.log('first start (build when its inputs changed, seeding): not measured');
  const first = await timeToFirst200('npm', ['start'], cities, shopEnv, 900_000);
  console.log(`  first start took ${(first.ms / 1000).toFixed(1)} s`);
  await stop(first.child);
  const shop: number[] = [];
  const floor: number[] = [];
  const bare = `require('node:http').createServer((q, s) => s.end('ok')).listen(${port}, '127.0.0.1')`;
  for (let r = 0; r < rounds; r++) {
    const f = await timeToFirst200(process.execPath, ['-e', bare], `http://127.0.0.1:${port}/`, {}, 30_000);
    floor.push(f.ms);
    await stop(f.child);
    const s = await timeToFirst200('npm', ['start'], cities, shopEnv, 120_000);
    shop.push(s.ms);
    await stop(s.child);
  }
  const ratios = shop.map((ms, k) => ms / (floor[k] ?? NaN));
  console.log(`bare node -e HTTP server start (floor)        ${spread(floor)}`);
  console.log(`npm start, nothing changed -> 200 /api/cities ${spread(shop)}  ratio ${pct(ratios, 50).toFixed(1)} [${pct(ratios, 25).toFixed(1)}-${pct(ratios, 75).toFixed(1)}]`);
  console.log('target: under 3 s');
} catch (err) {
  console.log(`restart benchmark failed: ${err instanceof Error ? err.message : String(err)}`);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
