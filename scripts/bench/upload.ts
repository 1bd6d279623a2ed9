// Identity-document upload end to end (issue 10): a 3 MB JPEG sent as multipart/form-data over real HTTP
// to a shop process (parsed as a stream, type-checked, decoded and re-encoded by sharp, sealed with
// AES-256-GCM into the database), timed against a floor measured in the same run: the same body posted to
// a bare Node HTTP server that only drains it. Then 10 uploads at once while the shop's resident memory
// is sampled: the target is a growth of at most 2x the file size per concurrent upload. The burst is sent
// four times: the first, cold one also grows the heaps and starts the image threads (a cost paid once,
// not per upload) and is printed apart; the worst of the three warm ones is the figure.
// The shop runs with `npm start`'s malloc settings and node flags. Run once on the embedded database (in
// a temporary folder) and once on PostgreSQL when one answers.
// Usage: npx tsx scripts/bench/upload.ts [--runs 10]. Prints figures; never fails.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { MAX_DOCUMENT_BYTES } from '../../src/contracts';
import { waitForServer } from './serve';
import { startCommand } from './start-command';

const i = process.argv.indexOf('--runs');
const runs = i >= 0 ? Number(process.argv[i + 1]) || 10 : 10;
const port = Number(process.env.BENCH_PORT ?? 8197);
const base = `http://127.0.0.1:${port}`;
const CONCURRENT = 10;
const BURSTS = 4;

/** A real JPEG just under the 3 MB limit: noise compresses badly, so its size follows its pixel count. */
async function threeMegabyteJpeg(): Promise<Buffer> {
  let side = 1200;
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const raw = Buffer.alloc(side * side * 3);
    for (let k = 0; k < raw.length; k += 1) raw[k] = (k * 2654435761) >>> 24 ^ (k & 0xff);
    const jpeg = await sharp(raw, { raw: { width: side, height: side, channels: 3 } }).jpeg({ quality: 95 }).toBuffer();
    if (jpeg.length <= MAX_DOCUMENT_BYTES && jpeg.length > MAX_DOCUMENT_BYTES * 0.9) return jpeg;
    side = Math.floor(side * Math.sqrt((MAX_DOCUMENT_BYTES * 0.95) / jpeg.length));
  }
  throw new Error('could not make a 3 MB JPEG');
}

const rssBytes = (pid: number): number => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
  return Number(line?.replace(/\D+/g, '') ?? 0) * 1024;
};

async function post(url: string, file: Buffer): Promise<number> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)], { type: 'image/jpeg' }), 'ktp.jpg');
  const start = performance.now();
  const res = await fetch(url, { method: 'POST', body: form });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return performance.now() - start;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const file = await threeMegabyteJpeg();
console.log(`file: a ${file.length.toLocaleString('en')}-byte JPEG (limit ${MAX_DOCUMENT_BYTES.toLocaleString('en')})`);

const floor = createServer((req, res) => { req.resume(); req.on('end', () => res.end('{}')); });
await new Promise<void>((resolve) => floor.listen(0, '127.0.0.1', resolve));
const floorUrl = `http://127.0.0.1:${(floor.address() as AddressInfo).port}/drain`;

/** One shop process on one database: sequential time against the floor, then the memory of 10 at once. */
async function measure(label: string, env: Record<string, string>): Promise<void> {
  const start = startCommand();
  const shop = spawn(process.execPath, [...start.nodeFlags, '--import', 'tsx', 'src/server/main.ts'], {
    stdio: 'ignore',
    env: { ...process.env, ...start.env, PORT: String(port), NUMBER_COUNT: '1000', RATE_LIMIT_MAX: '0', ...env },
  });
  try {
    await waitForServer(base);
    const pid = shop.pid ?? 0;
    const upload = (n: number) => `${base}/api/documents/ktp?sessionId=bench-${n}-${Date.now()}`;
    for (let w = 0; w < 3; w += 1) { await post(upload(w), file); await post(floorUrl, file); }

    const times: number[] = [];
    const floors: number[] = [];
    for (let r = 0; r < runs; r += 1) {
      floors.push(await post(floorUrl, file));
      times.push(await post(upload(100 + r), file));
    }
    const t = median(times);
    const f = median(floors);
    console.log(`[${label}] one upload, sequential (${runs} runs): median ${t.toFixed(1)} ms; floor (the same body drained by a bare Node server) ${f.toFixed(1)} ms; ratio ${(t / f).toFixed(1)}x`);

    const bursts: Array<{ before: number; peak: number; wall: number; slowest: number }> = [];
    for (let b = 0; b < BURSTS; b += 1) {
      // The shop settles between bursts (its answers sent, its timers run).
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const before = rssBytes(pid);
      let peak = before;
      const sampler = setInterval(() => { peak = Math.max(peak, rssBytes(pid)); }, 5);
      const start = performance.now();
      const all = await Promise.all(Array.from({ length: CONCURRENT }, (_, n) => post(upload(1000 * (b + 1) + n), file)));
      const wall = performance.now() - start;
      clearInterval(sampler);
      peak = Math.max(peak, rssBytes(pid));
      bursts.push({ before, peak, wall, slowest: Math.max(...all) });
    }
    const ratios = bursts.map((x) => (x.peak - x.before) / CONCURRENT / file.length);
    const warm = ratios.slice(1);
    const worst = bursts[1 + warm.indexOf(Math.max(...warm))];
    if (!worst) return;
    console.log(`[${label}] ${CONCURRENT} uploads at once, ${BURSTS} times: all stored in ${bursts.map((x) => x.wall.toFixed(0)).join(' / ')} ms (slowest upload ${Math.max(...bursts.map((x) => x.slowest)).toFixed(0)} ms)`);
    console.log(`[${label}] growth per concurrent upload: cold burst ${ratios[0]?.toFixed(2)}x the file size; warm bursts ${warm.map((r) => `${r.toFixed(2)}x`).join(' / ')}; worst warm: RSS ${mb(worst.before)} -> peak ${mb(worst.peak)} = ${mb((worst.peak - worst.before) / CONCURRENT)} = ${Math.max(...warm).toFixed(2)}x per upload (target at most 2x)`);
  } finally {
    shop.kill('SIGTERM');
    await new Promise((resolve) => shop.once('exit', resolve));
  }
}

/** PostgreSQL for the second run: DATABASE_URL, else the local one when it answers; null = none. */
async function postgresUrl(): Promise<string | null> {
  const url = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try { await client.connect(); return url; } catch { return null; } finally { await client.end().catch(() => undefined); }
}

try {
  // The embedded database keeps its data in this process (PGlite's WASM heap), so the shop keeps the
  // documents' ciphertexts in files beside it (<DATA_DIR>-documents, in the same temporary folder here).
  const root = mkdtempSync(join(tmpdir(), 'bench-upload-'));
  try {
    await measure('embedded PGlite', { DATA_DIR: join(root, 'pglite'), DATABASE_URL: '' });
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
  const url = await postgresUrl();
  if (!url) {
    console.log('[PostgreSQL] not reachable (DATABASE_URL or 127.0.0.1:5432/test): skipped');
  } else {
    const schema = `bench_upload_${randomBytes(4).toString('hex')}`;
    try {
      await measure('PostgreSQL', { DATABASE_URL: url, DB_SCHEMA: schema });
    } finally {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await client.end();
    }
  }
} finally {
  floor.close();
}
