// vitest's global setup: one folder per run where the first test file that builds a seeded embedded
// database leaves a tarball of it, so every later file starts from it in ~0.7 s instead of creating,
// migrating and seeding its own (~5 s each on the 2-core machine). Made fresh every run, so never stale.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's folder of database snapshots (tests/server/db-snapshots.ts). */
    pgliteSnapshots: string;
  }
}

export default function setup(project: TestProject): () => void {
  const dir = mkdtempSync(join(tmpdir(), 'pglite-snapshots-'));
  project.provide('pgliteSnapshots', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
