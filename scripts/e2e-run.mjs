// What the end-to-end shops of one test run share: one server bundle, and one migrated and seeded data folder
// (the number inventory and the 91,603 area and postal rows) that each shop copies instead of seeding its own.
// The first shop of the run makes them; a shop started beside it waits for them. Playwright names the run
// (E2E_RUN, playwright.config.ts) and removes what it made when the run ends (tests/e2e/run-teardown.ts).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync, watch, writeFileSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundleServer } from './server-bundle.mjs';

/** @param {string} run the run's name (letters, digits, dashes) */
export function runPaths(run) {
  const root = join(tmpdir(), `shop-e2e-run-${run}`);
  // The bundles sit inside the project: their packages are resolved from its node_modules.
  const bundles = join('dist/e2e', `run-${run}`);
  return {
    root,
    bundles,
    server: join(bundles, 'server.mjs'),
    seeder: join(bundles, 'seed.mjs'),
    /** The seeded data: `pglite` (and `pglite-documents` if the seed wrote documents), copied whole by each shop. */
    seeded: join(root, 'seeded'),
    /** Made by the first shop and kept: mkdir fails for every later one. */
    lock: join(root, 'lock'),
    making: join(root, 'making'),
    failed: join(root, 'failed'),
  };
}

/** Removes what the run made. */
export function removeRun(run) {
  const p = runPaths(run);
  rmSync(p.root, { recursive: true, force: true });
  rmSync(p.bundles, { recursive: true, force: true });
}

/** Runs the bundled seed (scripts/seed.ts) on `dataDir`, as the server's own start would prepare it. */
function seedInto(seeder, dataDir) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [seeder], { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`seeding the e2e snapshot failed (exit ${code})`))));
  });
}

/** Resolves once the seeded folder is there (or rejects when the maker wrote `failed`): a watch on the run's folder, no polling. */
function arrival(p) {
  return new Promise((resolve, reject) => {
    const look = () => {
      if (existsSync(p.failed)) { watcher.close(); reject(new Error(`the run's e2e snapshot failed: ${readFileSync(p.failed, 'utf8')}`)); return; }
      if (existsSync(p.seeded)) { watcher.close(); resolve(); }
    };
    const watcher = watch(p.root, look);
    look();
  });
}

/**
 * The run's bundle and seeded data, made by the first caller. mkdir is the lock: it fails for every
 * later caller, who waits for the maker's rename of the finished data folder.
 * @param {string} run
 */
export async function sharedRun(run) {
  const p = runPaths(run);
  mkdirSync(p.root, { recursive: true });
  try {
    mkdirSync(p.lock);
  } catch {
    await arrival(p);
    return p;
  }
  try {
    mkdirSync(p.bundles, { recursive: true });
    await Promise.all([bundleServer(p.server), bundleServer(p.seeder, 'scripts/seed.ts')]);
    await seedInto(p.seeder, join(p.making, 'pglite'));
    renameSync(p.making, p.seeded);
  } catch (err) {
    writeFileSync(p.failed, err instanceof Error ? err.message : String(err));
    throw err;
  }
  return p;
}
