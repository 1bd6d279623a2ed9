// A domain's own read cache: asked for by name, one per name in an app, apart from the shared reference and
// search caches, and dropped in the other processes by its own name (the bus message carries it).
import { describe, expect, it } from 'vitest';
import { readCaches } from '../../src/server/read-caches';
import type { ChangeBus } from '../../src/server/sync/change-bus';

/** A bus that records what is published and lets the test deliver a message as another process would. */
function recordingBus() {
  const published: Array<Record<string, unknown>> = [];
  const handlers: Array<(d: Record<string, unknown>) => void> = [];
  const bus: ChangeBus = {
    publish: async (_topic, data) => { published.push(data); },
    subscribe: (_topic, fn) => { handlers.push(fn); return () => undefined; },
    onResync: () => () => undefined,
    close: async () => undefined,
  };
  return { bus, published, deliver: (d: Record<string, unknown>) => { for (const fn of handlers) fn(d); } };
}

const TTL = { catalogueSeconds: 60, searchSeconds: 10 };

describe('read caches', () => {
  it('gives a domain one cache per name, apart from the shared ones', async () => {
    const { bus } = recordingBus();
    const caches = readCaches(TTL, bus);
    const own = caches.named('areas', 'reference', 10);
    expect(caches.named('areas', 'reference', 10)).toBe(own);
    expect(await own.get('k', async () => 'own')).toBe('own');
    expect(await caches.reference.get('k', async () => 'shared')).toBe('shared');
    expect(await caches.search.get('k', async () => 'search')).toBe('search');
    expect(caches.seconds).toEqual({ reference: 60, search: 10 });
  });

  it('drops a named cache, and only it, when another process announces its name', async () => {
    const { bus, published, deliver } = recordingBus();
    const caches = readCaches(TTL, bus);
    const own = caches.named('areas', 'reference');
    await own.get('k', async () => 'old');
    await caches.reference.get('k', async () => 'kept');
    own.invalidate();
    expect(published).toEqual([{ name: 'areas' }]);
    await own.get('k', async () => 'again');
    deliver({ name: 'areas' });
    expect(await own.get('k', async () => 'new')).toBe('new');
    expect(await caches.reference.get('k', async () => 'reloaded')).toBe('kept');
  });

  it('refuses a name the shared caches use', () => {
    const caches = readCaches(TTL, recordingBus().bus);
    expect(() => caches.named('catalogue', 'reference')).toThrow(/taken by a shared cache/);
    expect(() => caches.named('numbers', 'search')).toThrow(/taken by a shared cache/);
  });
});
