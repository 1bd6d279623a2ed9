// Real shop processes (`src/server/main.ts` through tsx) on one PostgreSQL schema, for the
// several-processes test and the scale benchmark, and plain HTTP to them from a chosen loopback
// address (127.0.0.0/8 is all loopback: distinct addresses are distinct clients to the rate limit).
import { spawn, type ChildProcess } from 'node:child_process';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');

export interface Answer { status: number; body: string; headers: IncomingHttpHeaders }

export interface ShopProcess {
  port: number;
  url: string;
  request(method: string, path: string, body?: unknown, opts?: { ip?: string; headers?: Record<string, string> }): Promise<Answer>;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  const srv = createServer();
  await new Promise<void>((ok) => srv.listen(0, '127.0.0.1', ok));
  const { port } = srv.address() as AddressInfo;
  await new Promise<void>((ok) => srv.close(() => ok()));
  return port;
}

export function requestTo(port: number, method: string, path: string, body?: unknown, opts: { ip?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  const payload = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
  return new Promise<Answer>((ok, fail) => {
    const req = httpRequest({
      host: '127.0.0.1', port, method, path, localAddress: opts.ip ?? '127.0.0.1',
      headers: { ...(payload === undefined ? {} : { 'content-type': 'application/json' }), ...opts.headers },
    }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => ok({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), headers: res.headers }));
      res.on('error', fail);
    });
    req.on('error', fail);
    req.end(payload);
  });
}

/** Starts one shop and resolves once it listens (its own log line says so). */
export async function startShop(env: Record<string, string>): Promise<ShopProcess> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    // Logging on (not NODE_ENV=test): the "listening" line is the ready signal.
    env: { ...process.env, NODE_ENV: 'development', HOST: '127.0.0.1', PORT: String(port), STATIC_DIR: resolve(ROOT, '.no-spa'), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (c: Buffer) => { stderr = (stderr + c.toString()).slice(-4000); });
  await new Promise<void>((ok, fail) => {
    let out = '';
    const onData = (c: Buffer): void => {
      out = (out + c.toString()).slice(-2000);
      if (out.includes('Server listening at')) { child.stdout?.off('data', onData); child.off('exit', onExit); ok(); }
    };
    const onExit = (code: number | null): void => fail(new Error(`shop exited (${code}) before listening:\n${stderr}\n${out}`));
    child.stdout?.on('data', onData);
    child.once('exit', onExit);
  });
  // Keep reading its log, or the pipe fills up and the process stalls.
  child.stdout?.resume();
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    request: (method, path, body, opts) => requestTo(port, method, path, body, opts),
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise<void>((ok) => child.once('exit', () => ok()));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Opens /api/live and resolves `next(id)` with the moment a mutation of that document arrives. */
export function openLive(port: number): Promise<{ next(id: string): Promise<number>; close(): void }> {
  return new Promise((ok, fail) => {
    const waiting = new Map<string, (at: number) => void>();
    const req = httpRequest({ host: '127.0.0.1', port, path: '/api/live', headers: { accept: 'text/event-stream' } }, (res) => {
      let buf = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buf += chunk;
        for (let i = buf.indexOf('\n\n'); i >= 0; i = buf.indexOf('\n\n')) {
          const block = buf.slice(0, i);
          buf = buf.slice(i + 2);
          if (block.includes('event: welcome')) ok({ next: (id) => new Promise((r) => waiting.set(id, r)), close: () => req.destroy() });
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (!block.includes('event: mutation') || !data) continue;
          const e = JSON.parse(data) as { documentId: string };
          waiting.get(e.documentId)?.(performance.now());
        }
      });
    });
    req.on('error', fail);
    req.end();
  });
}
