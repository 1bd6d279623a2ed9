// Test databases from the run's snapshots (tests/setup/pglite-snapshots.ts): the first file that needs
// one builds it and leaves its tarball; the others open the tarball. Two files building the same one
// at once both build it (nobody waits), and the last rename wins: their contents are the same.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { inject } from 'vitest';
import { openPglite } from '../../src/server/db/pglite';
import type { Db } from '../../src/server/db/types';

/** An in-memory database as `build` leaves it, `key` naming what it built. */
export async function snapshotPglite(key: string, build: (db: Db) => Promise<void>): Promise<Db> {
  const dir = inject('pgliteSnapshots');
  const file = dir ? join(dir, `${key}.tar`) : undefined;
  if (file && existsSync(file)) return openPglite(undefined, new Blob([await readFile(file)]));
  const db = await openPglite();
  await build(db);
  if (file) {
    const temp = `${file}.${randomBytes(6).toString('hex')}`;
    await writeFile(temp, Buffer.from(await (await db.dump()).arrayBuffer()));
    await rename(temp, file);
  }
  return db;
}
