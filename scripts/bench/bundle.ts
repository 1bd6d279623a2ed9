// JS a route entry costs: loads each route in Chromium against the built shop and sums the gzip size
// of every script the page fetched. Prints figures against the budgets (home 170 KB, /order 300 KB).
import { spawn } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumPath, CHROMIUM_HINT } from '../chromium-path';

const port = Number(process.env.BENCH_PORT ?? 8195);
const base = `http://127.0.0.1:${port}`;
const budgets: Array<{ path: string; budgetKb: number }> = [
  { path: '/', budgetKb: 170 },
  { path: '/order', budgetKb: 300 },
];

async function waitForServer(): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      const response = await fetch(`${base}/api/cities`);
      if (response.ok) return;
    } catch { /* not up yet */ }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('server did not start');
}

async function main(): Promise<void> {
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error(CHROMIUM_HINT);
  const server = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
    stdio: 'ignore', env: { ...process.env, PORT: String(port), RATE_LIMIT_MAX: '100000' },
  });
  try {
    await waitForServer();
    const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
    for (const { path, budgetKb } of budgets) {
      const page = await browser.newPage({ viewport: { width: 375, height: 800 } });
      const scripts = new Map<string, number>();
      page.on('response', async (response) => {
        const type = response.headers()['content-type'] ?? '';
        if (!type.includes('javascript')) return;
        try {
          scripts.set(response.url(), gzipSync(await response.body(), { level: 9 }).length);
        } catch { /* redirected or aborted */ }
      });
      await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(500);
      const totalKb = [...scripts.values()].reduce((sum, size) => sum + size, 0) / 1024;
      console.log(`JS for ${path}: ${totalKb.toFixed(1)} KB gzip in ${scripts.size} files (budget ${budgetKb} KB) ${totalKb <= budgetKb ? 'OK' : 'OVER'}`);
      await page.close();
    }
    await browser.close();
  } finally {
    server.kill('SIGTERM');
  }
}

await main();
