import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/server/**/*.test.ts', 'src/**/*.test.ts'],
    environment: 'node',
    // A folder of seeded embedded databases for the run (tests/setup/pglite-snapshots.ts).
    globalSetup: ['tests/setup/pglite-snapshots.ts'],
    // Database and HTTP tests take several seconds on a loaded 2-core machine (CI runs them beside
    // nothing, a developer beside a browser): vitest's defaults (5 s a test, 10 s a hook such as
    // opening a test database) failed sound tests there.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // At least two test files at a time: on a 2-core machine vitest's default is one, while the server
    // tests spend much of their time waiting on a database or an HTTP answer (measured: 311 -> 262 s).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
