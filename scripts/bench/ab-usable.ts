// A/B of a step's "usable" time (the lcp bench's definition, its slow phone) between built checkouts,
// visited in turn so that both see the same machine load; prints each one's median. A diagnostic, run by
// hand: AB_DIRS=/tmp/wt-a,/work/main AB_RUNS=8 npx tsx scripts/bench/ab-usable.ts /order
// (a checkout: `git worktree add /tmp/wt-a <commit>`, node_modules linked, `npm run build`).
import { spawn } from 'node:child_process';
import { chromium } from '@playwright/test';
import { chromiumPath } from '../chromium-path';
import { waitForServer } from './serve';
import { openSlow, PHONE, pickersOf, usableAt } from './slow-phone';

const dirs = (process.env.AB_DIRS ?? '/tmp/wt-a,/work/main').split(',');
const path = process.argv[2] ?? '/order';
const rounds = Number(process.env.AB_RUNS ?? 8);
const pickers = pickersOf(path);
// As serve.ts: Vite's NODE_ENV must not reach the shops.
const { NODE_ENV: _mode, ...env } = process.env;
const servers = dirs.map((cwd, i) => spawn(process.execPath, ['scripts/e2e-server.mjs'], { cwd, stdio: 'ignore', env: { ...env, PORT: String(8300 + i), RATE_LIMIT_MAX: '100000' } }));
try {
  await Promise.all(dirs.map((_, i) => waitForServer(`http://127.0.0.1:${8300 + i}`)));
  const browser = await chromium.launch({ executablePath: chromiumPath()!, args: ['--no-sandbox', '--disable-gpu'] });
  const res: number[][] = dirs.map(() => []);
  for (let r = -1; r < rounds; r += 1) {
    for (let i = 0; i < dirs.length; i += 1) {
      const { page, cdp, close } = await openSlow(browser, PHONE, pickers);
      await page.goto(`http://127.0.0.1:${8300 + i}${path}`, { waitUntil: 'load' });
      const u = await usableAt(cdp);
      if (r >= 0) res[i]!.push(u);
      await close();
    }
  }
  await browser.close();
  const med = (xs: number[]) => { const s = [...xs].sort((a, b) => a - b); return s[Math.floor(s.length / 2)] ?? 0; };
  dirs.forEach((d, i) => console.log(`${d.padEnd(16)} ${path} usable median ${med(res[i]!).toFixed(0)} ms  [${res[i]!.map((x) => x.toFixed(0)).join(' ')}]`));
} finally {
  for (const s of servers) s.kill('SIGTERM');
}
