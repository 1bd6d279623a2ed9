// Real shop processes (`src/server/main.ts` through tsx) on one PostgreSQL schema, for the
// several-processes test and the scale benchmark, and plain HTTP to them from a chosen loopback
// address (127.0.0.0/8 is all loopback: distinct addresses are distinct clients to the rate limit).
import { spawn, type ChildProcess } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');

export interface Answer { status: number; body: string }

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
      res.on('end', () => ok({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
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
