import { randomBytes } from 'node:crypto';
import { defineConfig } from '@playwright/test';
import { chromiumPath } from './scripts/chromium-path';
import { PORTS, url } from './tests/e2e/shop-ports';

/**
 * Three shops, each on its own port and throw-away database, so no test sees another's changes:
 * - shop: the journeys, pages and generated flow tests (they never publish);
 * - publishing: tests that publish content or definitions (tests/e2e/publishing), serial where they share documents;
 * - fixture: the test journeys of tests/fixtures/flows, published first by the global setup (tests/e2e/fixture-publish.ts)
 *   (their generated specs in tests/e2e/fixture-journey, hand-written ones in tests/e2e/fixture-specs),
 *   with the test-only domains of tests/fixtures/domains beside the shop's.
 */
const TOKEN = process.env.ADMIN_TOKEN ?? 'e2e-admin-token';
// The run's name: its shops share one server bundle and one seeded data folder (scripts/e2e-run.mjs), removed
// by tests/e2e/run-teardown.ts. Set once in the runner's process; its workers inherit it.
process.env.E2E_RUN ??= randomBytes(6).toString('hex');
const RUN = process.env.E2E_RUN;

/** What only the fixture shop gets: the test-only domains (E2E_DOMAINS, scripts/e2e-server.mjs) and their knobs. */
const FIXTURE_ENV = { E2E_DOMAINS: 'tests/fixtures/domains', GREETINGS_MAX: '2' };

function server(port: number, extra: Record<string, string> = {}) {
  return {
    // A fresh embedded database per run (a copy of the run's seeded one), so the seed and the number inventory are known.
    command: 'node scripts/e2e-server.mjs',
    url: `${url(port)}/api/cities`,
    timeout: 180_000,
    // E2E_REUSE=1 runs against shops already started on these ports (e.g. to read their logs).
    reuseExistingServer: Boolean(process.env.E2E_REUSE),
    // A fixed admin token: the publishing tests and the fixture setup write through the lake's API.
    env: { E2E_RUN: RUN, PORT: String(port), PUBLIC_BASE_URL: url(port), RATE_LIMIT_MAX: '100000', SANDBOX_FAULTS: '1', ADMIN_TOKEN: TOKEN, ...extra },
    // A SIGTERM lets scripts/e2e-server.mjs stop the shop and remove its temporary database and documents
    // (Playwright's default kill leaves ~130 MB per shop in the temporary folder).
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  };
}

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  globalSetup: './tests/e2e/fixture-publish.ts',
  globalTeardown: './tests/e2e/run-teardown.ts',
  workers: 2,
  retries: 0,
  // The flow coverage reporter prints and writes coverage when generated tests ran.
  reporter: [['list'], ['./tests/e2e/flow-support/coverage-reporter.ts']],
  use: {
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: chromiumPath() ?? undefined,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking',
        '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
    trace: 'off',
  },
  projects: [
    { name: 'shop', testIgnore: ['publishing/**', 'fixture-journey/**', 'fixture-specs/**'], use: { baseURL: url(PORTS.shop) } },
    { name: 'publishing', testDir: 'tests/e2e/publishing', use: { baseURL: url(PORTS.publishing) } },
    // The fixture journeys' generated specs, and the hand-written ones of what a generated walk does not show.
    { name: 'fixture', testDir: 'tests/e2e', testMatch: ['fixture-journey/**/*.spec.ts', 'fixture-specs/**/*.spec.ts'], use: { baseURL: url(PORTS.fixture) } },
  ],
  webServer: [server(PORTS.shop), server(PORTS.publishing), server(PORTS.fixture, FIXTURE_ENV)],
});
