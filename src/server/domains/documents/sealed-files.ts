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
   * their files, writes never finished): each only once it is older than `ages` says for its kind.
   */
  sweep(keep: (ids: string[]) => Promise<Set<string>>, ages?: SweepAges): Promise<number>;
}

/** How old a file without its row must be before a sweep takes it, by kind. */
export interface SweepAges {
  /** An unfinished write (`<id>.part`): writing one takes milliseconds. */
  part: number;
  /** A finished file: its process may still be waiting to commit the row that names it. */
  file: number;
}

/** Other processes may be writing to the folder (several PostgreSQL processes on one DOCUMENT_DIR). */
export const SHARED_FOLDER: SweepAges = { part: 60 * 1000, file: 60 * 60 * 1000 };
/** This process alone uses the folder (the embedded database opens in one process only): at its start nothing is being written. */
export const OWN_FOLDER: SweepAges = { part: 0, file: 0 };

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
    async sweep(keep, ages = SHARED_FOLDER) {
      // No folder yet: nothing was ever stored (and a start creates nothing).
      const names = await readdir(dir).catch((err: NodeJS.ErrnoException) => { if (err.code === 'ENOENT') return []; throw err; });
      const now = Date.now();
      // Only <id> and <id>.part are the shop's; any other name is left alone.
      const dead = (await Promise.all(names.map(async (name) => {
        const part = name.endsWith(TEMP);
        const id = part ? name.slice(0, -TEMP.length) : name;
        if (!ID.test(id)) return [];
        const at = await stat(join(dir, name)).then((st) => st.mtimeMs, () => Infinity);
        return now - at >= (part ? ages.part : ages.file) ? [{ name, id }] : [];
      }))).flat();
      const kept = dead.length ? await keep([...new Set(dead.map((f) => f.id))]) : new Set<string>();
      const gone = dead.filter((f) => !kept.has(f.id));
      await Promise.all(gone.map((f) => rm(join(dir, f.name), { force: true })));
      return gone.length;
    },
  };
}
