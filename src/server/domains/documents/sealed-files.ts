import { mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The ciphertexts of identity documents as files in a folder of their own, for a shop whose database
 * lives in its own process (the embedded one): a 3 MB document sent through it is copied into its
 * WebAssembly memory and its write-ahead log, which never gives that memory back (issue 10: memory per
 * concurrent upload). The row keeps everything else, the IV and the tag included, so a file without
 * its row opens for nobody. Only ciphertext reaches the disk; the folder is private to the process' user.
 */
export interface SealedFiles {
  /** Written whole (to a temporary name, synced, then renamed) before the row that names it commits. */
  put(id: string, ciphertext: Buffer): Promise<void>;
  read(id: string): Promise<Buffer>;
  /** Files whose rows are gone; a file already gone is no error. */
  remove(ids: readonly string[]): Promise<void>;
  /**
   * Removes the files whose id `keep` does not hold (rows deleted while no process was up to remove
   * their files, writes never finished). Only files older than `settleMs`: another process sharing the
   * folder may be between writing a file and committing its row.
   */
  sweep(keep: (ids: string[]) => Promise<Set<string>>, settleMs?: number): Promise<number>;
}

/** Document ids are base64url (service.ts): nothing else is ever a path here. */
const ID = /^[A-Za-z0-9_-]{20,100}$/;
const TEMP = '.part';

export function sealedFiles(dir: string): SealedFiles {
  let ready: Promise<unknown> | null = null;
  const folder = () => (ready ??= mkdir(dir, { recursive: true, mode: 0o700 }));
  const pathOf = (id: string): string => {
    if (!ID.test(id)) throw new Error('not a document id');
    return join(dir, id);
  };
  return {
    async put(id, ciphertext) {
      const file = pathOf(id);
      await folder();
      const temp = `${file}${TEMP}`;
      const handle = await open(temp, 'wx', 0o600);
      try {
        await handle.writeFile(ciphertext);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(temp, file);
    },
    async read(id) { return readFile(pathOf(id)); },
    async remove(ids) {
      await Promise.all(ids.map((id) => rm(pathOf(id), { force: true })));
    },
    async sweep(keep, settleMs = 60 * 60 * 1000) {
      // No folder yet: nothing was ever stored (and a start creates nothing).
      const names = await readdir(dir).catch((err: NodeJS.ErrnoException) => { if (err.code === 'ENOENT') return []; throw err; });
      const before = Date.now() - settleMs;
      const settled = (await Promise.all(names.map(async (n) => {
        const at = await stat(join(dir, n)).then((s) => s.mtimeMs, () => Infinity);
        return at <= before ? [n] : [];
      }))).flat();
      const ids = settled.filter((n) => ID.test(n));
      const kept = ids.length ? await keep(ids) : new Set<string>();
      const gone = settled.filter((n) => n.endsWith(TEMP) || (ID.test(n) && !kept.has(n)));
      await Promise.all(gone.map((n) => rm(join(dir, n), { force: true })));
      return gone.length;
    },
  };
}
