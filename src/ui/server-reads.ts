/**
 * Reads a server-rendered page makes while it renders (content lists, home packages, data sources),
 * and the same answers handed to the browser so hydration renders exactly what the server did.
 *
 * On the server the renderer provides a `ServerReads` per request: a widget whose data is not loaded
 * yet suspends on the read (React's `use`), the streaming renderer waits for it, and every answer is
 * recorded under its key. The browser gets the record as non-executable JSON and seeds its models
 * with it before hydrating (src/ui/seed-reads.ts). In the browser there is no provider: hooks read
 * their models as always.
 */
import { createContext, use, useContext } from 'react';

export interface ServerReads {
  /** The read's promise, started once per key and per page; its answer is recorded under the key. */
  read(key: string, load: () => Promise<unknown>): Promise<unknown>;
}

export const ServerReadsContext = createContext<ServerReads | null>(null);

/** Keys of the record: one namespace per kind of read. */
export const readKey = {
  content: (list: string) => `content:${list}`,
  packages: (key: string) => `packages:${key}`,
  promo: (code: string) => `promo:${code}`,
  source: (key: string) => `source:${key}`,
};

/** On the server: the answer of `load` (suspending until it arrives); in the browser, undefined. */
export function useServerRead(key: string, load: () => Promise<unknown>, enabled = true): unknown {
  const reads = useContext(ServerReadsContext);
  if (!reads || !enabled) return undefined;
  return use(reads.read(key, load));
}

/** A per-page record of reads for the server renderer. */
export function serverReads(): ServerReads & { answers: Record<string, unknown> } {
  const pending = new Map<string, Promise<unknown>>();
  const answers: Record<string, unknown> = {};
  return {
    answers,
    read(key, load) {
      let p = pending.get(key);
      if (!p) {
        // A failed read renders as 'nothing loaded' (spec section 7): the browser reads again.
        p = load().then((v) => { answers[key] = v; return v; }, () => undefined);
        pending.set(key, p);
      }
      return p;
    },
  };
}
