// Largest Contentful Paint and layout shift of the home on a slow phone: the built shop, Chromium at
// 375x800 with CDP network throttling (1.6 Mbps down, 750 kbps up, 150 ms RTT) and a 4x slower CPU.
// Three cold runs; prints the median against the targets (LCP <= 2.5 s, CLS <= 0.1).
import { chromium, type Browser } from '@playwright/test';
import { chromiumPath, CHROMIUM_HINT } from '../chromium-path';
import { startShop, waitForServer } from './serve';

const port = Number(process.env.BENCH_PORT ?? 8196);
/** LCP_BASE_URL measures an already running shop instead of starting one. */
const base = process.env.LCP_BASE_URL ?? `http://127.0.0.1:${port}`;
const runs = Number(process.env.LCP_RUNS ?? 3);
const paths = (process.env.LCP_PATHS ?? '/').split(',');
const TARGET_LCP_MS = 2500;
const TARGET_CLS = 0.1;


interface Sample { lcp: number; cls: number; element: string; fcp: number }

async function measure(browser: Browser, path: string): Promise<Sample> {
  // A fresh context per run: a cold cache, as on a first visit.
  const context = await browser.newContext({ viewport: { width: 375, height: 800 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    // Collected from the start of the page, buffered, before any app script runs.
    const w = window as unknown as { __perf: { lcp: number; cls: number; element: string; fcp: number } };
    w.__perf = { lcp: 0, cls: 0, element: '', fcp: 0 };
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as Array<PerformanceEntry & { element?: Element | null }>) {
        w.__perf.lcp = e.startTime;
        const el = e.element;
        w.__perf.element = el ? `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(' ')[0]}` : ''}` : '';
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!e.hadRecentInput) w.__perf.cls += e.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') w.__perf.fcp = e.startTime;
    }).observe({ type: 'paint', buffered: true });
  });
  await page.goto(`${base}${path}`, { waitUntil: 'load', timeout: 120_000 });
  // Let late content (carousels, lazy chunks) settle; LCP stops at the first input, so there is none.
  await page.waitForTimeout(4000);
  const sample = await page.evaluate(() => (window as unknown as { __perf: Sample }).__perf);
  await context.close();
  return sample;
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
};

async function main(): Promise<void> {
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error(CHROMIUM_HINT);
  const external = process.env.LCP_BASE_URL;
  const server = external ? null : startShop(port);
  try {
    if (!external) await waitForServer(base);
    const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
    // One unmeasured visit warms the server (first reads, caches), not the browser.
    await measure(browser, paths[0] ?? '/');
    for (const path of paths) {
      const samples: Sample[] = [];
      for (let i = 0; i < runs; i += 1) {
        const s = await measure(browser, path);
        samples.push(s);
        console.log(`  run ${i + 1} ${path}: FCP ${(s.fcp / 1000).toFixed(2)} s, LCP ${(s.lcp / 1000).toFixed(2)} s (${s.element}), CLS ${s.cls.toFixed(3)}`);
      }
      const lcp = median(samples.map((s) => s.lcp));
      const cls = median(samples.map((s) => s.cls));
      console.log(`LCP ${path}: ${(lcp / 1000).toFixed(2)} s median of ${runs} (target <= ${TARGET_LCP_MS / 1000} s) ${lcp <= TARGET_LCP_MS ? 'OK' : 'OVER'}`);
      console.log(`CLS ${path}: ${cls.toFixed(3)} median of ${runs} (target <= ${TARGET_CLS}) ${cls <= TARGET_CLS ? 'OK' : 'OVER'}`);
    }
    await browser.close();
  } finally {
    server?.kill('SIGTERM');
  }
}

await main();
