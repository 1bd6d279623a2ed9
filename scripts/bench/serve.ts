// Starting the built shop for a benchmark: a fresh embedded database, and waiting until it answers.
import { spawn, type ChildProcess } from 'node:child_process';

export function startShop(port: number, extra: Record<string, string> = {}): ChildProcess {
  // Vite's build() sets NODE_ENV=production in this process; inherited, it would start the shop in
  // production mode, which refuses to run without a real payment gateway.
  const { NODE_ENV: _mode, ...env } = process.env;
  return spawn(process.execPath, ['scripts/e2e-server.mjs'], {
    stdio: ['ignore', 'ignore', process.env.BENCH_SERVER_LOG ? 'inherit' : 'ignore'], env: { ...env, PORT: String(port), RATE_LIMIT_MAX: '100000', ...extra },
  });
}

export async function waitForServer(base: string): Promise<void> {
  for (let attempt = 0; attempt < 720; attempt += 1) {
    try {
      const response = await fetch(`${base}/api/cities`);
      if (response.ok) return;
    } catch { /* not up yet */ }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('server did not start');
}
