// JS a route entry costs: loads each route in Chromium against the built shop and sums the gzip size
// of every script the page fetched. Prints figures against the budgets (home 170 KB, /order 300 KB).
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumPath, CHROMIUM_HINT } from '../chromium-path';
import { startShop, waitForServer } from './serve';

const port = Number(process.env.BENCH_PORT ?? 8195);
const base = `http://127.0.0.1:${port}`;
const budgets: Array<{ path: string; budgetKb: number }> = [
  { path: '/', budgetKb: 170 },
  { path: '/order', budgetKb: 300 },
];


async function main(): Promise<void> {
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error(CHROMIUM_HINT);
  const server = startShop(port);
  try {
    await waitForServer(base);
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
