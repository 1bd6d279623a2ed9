/**
 * In-memory stand-ins for the browser storage the state layer's effects use (src/state/browser-storage.ts
 * reads the globals `sessionStorage` and `document.cookie`): installed with vi.stubGlobal, so the
 * real effects run against them. Remove them with vi.unstubAllGlobals().
 */
import { vi } from 'vitest';

export interface FakeSessionStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  clear(): void;
  /** The stored JSON of a key, parsed (undefined when absent). */
  json(key: string): unknown;
  readonly writes: number;
}

export function installSessionStorage(initial: Record<string, unknown> = {}): FakeSessionStorage {
  const items = new Map<string, string>(Object.entries(initial).map(([k, v]) => [k, JSON.stringify(v)]));
  let writes = 0;
  const storage: FakeSessionStorage = {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => { writes += 1; items.set(key, String(value)); },
    removeItem: (key) => { items.delete(key); },
    clear: () => items.clear(),
    json: (key) => { const raw = items.get(key); return raw === undefined ? undefined : JSON.parse(raw) as unknown; },
    get writes() { return writes; },
  };
  vi.stubGlobal('sessionStorage', storage);
  return storage;
}

export interface FakeCookieJar {
  /** The decoded value of a cookie (undefined when absent). */
  value(name: string): string | undefined;
  /** The raw assignments the code made, in order ('name=value; expires=...; path=/; SameSite=Lax'). */
  readonly assignments: string[];
}

/** A document whose `cookie` behaves like a browser's: reading gives 'a=1; b=2', assigning sets or (expired) deletes one. */
export function installCookies(initial: Record<string, string> = {}, now: () => number = Date.now): FakeCookieJar {
  const jar = new Map<string, string>(Object.entries(initial).map(([k, v]) => [k, encodeURIComponent(v)]));
  const assignments: string[] = [];
  const document = {
    get cookie(): string {
      return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(assignment: string) {
      assignments.push(assignment);
      const [pair = '', ...attrs] = assignment.split(';').map((s) => s.trim());
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const expires = attrs.find((a) => a.toLowerCase().startsWith('expires='));
      if (expires && Date.parse(expires.slice('expires='.length)) <= now()) jar.delete(name);
      else jar.set(name, pair.slice(eq + 1));
    },
  };
  vi.stubGlobal('document', document);
  return {
    value: (name) => { const raw = jar.get(name); return raw === undefined ? undefined : decodeURIComponent(raw); },
    assignments,
  };
}
