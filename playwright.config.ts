import { defineConfig } from '@playwright/test';
import { chromiumPath } from './scripts/chromium-path';

const port = Number(process.env.E2E_PORT ?? 8191);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  // The flow coverage reporter prints and writes coverage when generated tests ran (tests/e2e/generated).
  reporter: [['list'], ['./tests/e2e/flow-support/coverage-reporter.ts']],
  use: {
    baseURL,
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: chromiumPath() ?? undefined,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking',
        '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
    trace: 'off',
  },
  webServer: {
    // A fresh embedded database per run, so the seed and the number inventory are known.
    command: 'node scripts/e2e-server.mjs',
    url: `${baseURL}/api/cities`,
    timeout: 120_000,
    // E2E_REUSE=1 runs against a shop already started on E2E_PORT (e.g. to read its log).
    reuseExistingServer: Boolean(process.env.E2E_REUSE),
    // A fixed admin token: tests/e2e/home.spec.ts publishes content through the lake's mutate API.
    env: { PORT: String(port), PUBLIC_BASE_URL: baseURL, RATE_LIMIT_MAX: '100000', SANDBOX_FAULTS: '1', ADMIN_TOKEN: process.env.ADMIN_TOKEN ?? 'e2e-admin-token' },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
