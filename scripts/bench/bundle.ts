// JS a route entry costs: loads each route in Chromium against the built shop and sums the gzip size
// of every script the page fetched. Prints the KB against the budgets and the size before issue 7
// (the home must not grow past it), and as a multiple of a floor measured in the same run: React +
// ReactDOM rendering one element, built by the same Vite and gzipped the same way. The floor is what
// no page of this stack can go under, so the ratio tells what the shop itself adds, whatever the
// bundler or minifier version.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { build, type Rolldown } from 'vite';
import { chromiumPath, CHROMIUM_HINT } from '../chromium-path';
import { homeChunkFiles } from './home-chunks';
import { startShop, waitForServer } from './serve';

const port = Number(process.env.BENCH_PORT ?? 8195);
const base = `http://127.0.0.1:${port}`;
/** A guarded step is entered as a customer reaches it: from its journey's first step. */
async function toPersonalPostpaid(page: Page): Promise<void> {
  await page.goto(`${base}/order-postpaid`, { waitUntil: 'networkidle' });
  await page.locator('[data-testid^="package-item-"]').first().click();
  await page.locator('[data-testid^="number-item-"]').first().click();
  await page.getByTestId('number-selected').waitFor();
  await page.getByTestId('next-button').click();
  await page.waitForURL(/\/personal-postpaid3s/);
}

interface Route { path: string; budgetKb: number; beforeKb: number; mayGrow: boolean; reach?: (page: Page) => Promise<void> }
const routes: Route[] = [
  // Issue 11: the home at most 130 KB.
  { path: '/', budgetKb: 130, beforeKb: 155.3, mayGrow: false },
  { path: '/order', budgetKb: 300, beforeKb: 125.7, mayGrow: true },
  // Issue 10: each postpaid entry at most 150 KB (the "before" is prepaid's /order: the same shell and pickers).
  { path: '/order-postpaid', budgetKb: 150, beforeKb: 125.7, mayGrow: true },
  { path: '/personal-postpaid3s', budgetKb: 150, beforeKb: 125.7, mayGrow: true, reach: toPersonalPostpaid },
];

const gzipKb = (code: string | Uint8Array): number => gzipSync(code, { level: 9 }).length / 1024;

/** React + ReactDOM alone: one element rendered into #root, built for production by this Vite. */
async function floorKb(): Promise<number> {
  // Inside the repository (.tmp/ is ignored) so 'react' resolves from its node_modules.
  const root = resolve('.tmp/bench-floor');
  mkdirSync(root, { recursive: true });
  writeFileSync(resolve(root, 'main.js'), [
    "import { createElement } from 'react';",
    "import { createRoot } from 'react-dom/client';",
    "createRoot(document.getElementById('root')).render(createElement('p', null, 'floor'));",
  ].join('\n'));
  writeFileSync(resolve(root, 'index.html'), '<!doctype html><div id="root"></div><script type="module" src="./main.js"></script>');
  const out = await build({ configFile: false, root, logLevel: 'silent', build: { write: false } });
  const outputs = (Array.isArray(out) ? out : [out]) as Rolldown.RolldownOutput[];
  return outputs.flatMap((o) => o.output).reduce((sum, file) => sum + (file.type === 'chunk' ? gzipKb(file.code) : 0), 0);
}

/** The home's JS from the build itself: the entry, its boot stages, what they import statically, and the home page's definition chunk. */
async function homeChunksKb(): Promise<number> {
  const out = await build({ logLevel: 'silent', build: { write: false } });
  const chunks = (Array.isArray(out) ? out : [out] as Rolldown.RolldownOutput[]).flatMap((o) => (o as Rolldown.RolldownOutput).output)
    .filter((f): f is Rolldown.OutputChunk => f.type === 'chunk');
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  return homeChunkFiles(chunks).reduce((sum, name) => sum + gzipKb(byName.get(name)?.code ?? ''), 0);
}

/**
 * Twenty more journeys (copies of the prepaid one on their own paths) must change the home's JS by
 * less than 1 KiB: their files are written into flows/journeys for one build and removed after.
 */
async function twentyJourneysDeltaKb(): Promise<{ before: number; after: number }> {
  const regenerate = (): void => { execFileSync(process.execPath, ['--import', 'tsx', 'scripts/gen-start-set.ts'], { stdio: 'ignore' }); };
  const before = await homeChunksKb();
  const source = JSON.parse(readFileSync('flows/journeys/prepaid-sim.json', 'utf8')) as { id: string; entry: { path: string; aliases?: string[] }; steps: { path: string; aliases?: string[] }[] };
  const files: string[] = [];
  try {
    for (let i = 1; i <= 20; i += 1) {
      const id = `bench-synthetic-${i}`;
      const prefix = (path: string): string => `/${id}${path}`;
      const journey = { ...source, id, entry: { ...source.entry, path: prefix(source.entry.path), aliases: [] },
        steps: source.steps.map((s) => ({ ...s, path: prefix(s.path), aliases: [] })) };
      const file = `flows/journeys/${id}.json`;
      writeFileSync(file, JSON.stringify(journey));
      files.push(file);
    }
    regenerate();
    return { before, after: await homeChunksKb() };
  } finally {
    for (const file of files) rmSync(file, { force: true });
    regenerate();
  }
}

async function main(): Promise<void> {
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error(CHROMIUM_HINT);
  const floor = await floorKb();
  console.log(`Floor (React + ReactDOM, one element): ${floor.toFixed(1)} KB gzip`);
  const server = startShop(port);
  let failed = false;
  try {
    await waitForServer(base);
    const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
    for (const { path, budgetKb, beforeKb, mayGrow, reach } of routes) {
      const page = await browser.newPage({ viewport: { width: 375, height: 800 } });
      // What the route itself needs: the routes its links show are preloaded at idle (src/ui/link-prefetch.ts),
      // except on a data-saver connection, which the page is told it has.
      await page.addInitScript(() => { Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true }); });
      const scripts = new Map<string, number>();
      page.on('response', async (response) => {
        const type = response.headers()['content-type'] ?? '';
        if (!type.includes('javascript')) return;
        try {
          scripts.set(response.url(), gzipKb(await response.body()));
        } catch { /* redirected or aborted */ }
      });
      if (reach) await reach(page);
      else await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
      const totalKb = [...scripts.values()].reduce((sum, size) => sum + size, 0);
      const withinBudget = totalKb <= budgetKb;
      const grew = totalKb > beforeKb;
      if (!withinBudget || (grew && !mayGrow)) failed = true;
      const delta = `${grew ? '+' : ''}${(totalKb - beforeKb).toFixed(1)} KB against ${beforeKb} KB before issue 7${grew && !mayGrow ? ' GREW' : ''}`;
      console.log(`JS for ${path}: ${totalKb.toFixed(1)} KB gzip in ${scripts.size} files = ${(totalKb / floor).toFixed(2)}x the floor `
        + `(before: ${(beforeKb / floor).toFixed(2)}x); budget ${budgetKb} KB ${withinBudget ? 'OK' : 'OVER'}; ${delta}`);
      // BUNDLE_FILES=1 lists what a route fetched, largest first: where to look when a budget is missed.
      if (process.env.BUNDLE_FILES) {
        for (const [url, kb] of [...scripts].sort((a, b) => b[1] - a[1])) console.log(`  ${kb.toFixed(1).padStart(6)} KB ${new URL(url).pathname}`);
      }
      await page.close();
    }
    await browser.close();
  } finally {
    server.kill('SIGTERM');
  }
  const { before, after } = await twentyJourneysDeltaKb();
  const delta = after - before;
  console.log(`Home JS (entry, boot stages and their static imports + home page chunk, from the build): ${before.toFixed(1)} KB gzip; with 20 more journeys ${after.toFixed(1)} KB `
    + `= ${(delta * 1024).toFixed(0)} B more (${(delta / 20 * 1024).toFixed(0)} B a journey); target under 1 KiB ${delta < 1 ? 'OK' : 'OVER'}`);
  if (failed) process.exitCode = 1;
}

await main();
