import { Worker } from 'node:worker_threads';

// Runs in a worker thread so the client does not share the server's event loop.
const WORKER = `
const { workerData, parentPort } = require('node:worker_threads');
const http = require('node:http');
const { port, paths, connections } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const times = [];
let errors = 0, i = 0;
function one(path) {
  return new Promise((resolve) => {
    const start = performance.now();
    const req = http.get({ host: '127.0.0.1', port, path, agent }, (res) => {
      res.resume();
      res.on('end', () => { if (res.statusCode === 200) times.push(performance.now() - start); else errors++; resolve(); });
    });
    req.on('error', () => { errors++; resolve(); });
  });
}
async function loop() { while (i < paths.length) await one(paths[i++]); }
Promise.all(Array.from({ length: connections }, loop)).then(() => {
  agent.destroy();
  parentPort.postMessage({ times, errors });
});
`;

/** Each path requested once, `connections` at a time over keep-alive connections: the latency of every answer (ms). */
export function latencies(port: number, paths: string[], connections: number): Promise<{ times: number[]; errors: number }> {
  return new Promise((resolve, reject) => {
    const w = new Worker(WORKER, { eval: true, workerData: { port, paths, connections } });
    w.once('message', (m: { times: number[]; errors: number }) => {
      resolve(m);
      void w.terminate();
    });
    w.once('error', reject);
  });
}
