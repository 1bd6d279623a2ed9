import { Worker } from 'node:worker_threads';

export interface LoadResult {
  requests: number;
  errors: number;
  seconds: number;
  perSecond: number;
}

// Runs in a worker thread so the load generator does not share the server's event loop.
const WORKER = `
const { workerData, parentPort } = require('node:worker_threads');
const http = require('node:http');
const { port, paths, connections, seconds, headers, method, body } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
let ok = 0, errors = 0, i = 0;
const end = Date.now() + seconds * 1000;
function one() {
  return new Promise((resolve) => {
    const path = paths[i++ % paths.length];
    const req = http.request({ host: '127.0.0.1', port, path, agent, method, headers }, (res) => {
      res.resume();
      res.on('end', () => { if (res.statusCode === 200) ok++; else errors++; resolve(); });
    });
    req.on('error', () => { errors++; resolve(); });
    req.end(body);
  });
}
async function loop() { while (Date.now() < end) await one(); }
const start = Date.now();
Promise.all(Array.from({ length: connections }, loop)).then(() => {
  agent.destroy();
  parentPort.postMessage({ ok, errors, ms: Date.now() - start });
});
`;

/** Request headers, and a method and body other than GET's. */
export interface LoadRequest { headers?: Record<string, string>; method?: string; body?: string }

/** N keep-alive connections hammering `paths` (round robin) on 127.0.0.1:port for `seconds`. */
export function load(port: number, paths: string[], connections: number, seconds: number, request: LoadRequest = {}): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const headers = { ...(request.body !== undefined ? { 'content-type': 'application/json' } : {}), ...request.headers };
    const w = new Worker(WORKER, { eval: true, workerData: { port, paths, connections, seconds, headers, method: request.method ?? 'GET', body: request.body } });
    w.once('message', (m: { ok: number; errors: number; ms: number }) => {
      const secs = m.ms / 1000;
      resolve({ requests: m.ok, errors: m.errors, seconds: secs, perSecond: m.ok / secs });
      void w.terminate();
    });
    w.once('error', reject);
  });
}
