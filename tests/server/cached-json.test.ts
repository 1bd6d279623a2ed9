// A read cache's entry goes out as bytes kept with it: serialised (by the route's schema) and
// compressed once per entry; answers that are not cache entries are serialised per request.
import Fastify from 'fastify';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { TtlCache } from '../../src/server/cache';
import { cachedJson } from '../../src/server/http/compressed-json';

function appWith(answer: () => Promise<unknown>) {
  const app = Fastify();
  let serialised = 0;
  app.setSerializerCompiler(() => (data) => { serialised += 1; return JSON.stringify(data); });
  const schema = { response: { 200: { type: 'object', additionalProperties: true } } };
  app.get('/read', { schema }, async (req, reply) => cachedJson(req, reply, await answer()));
  return { app, serialised: () => serialised };
}

const big = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `item ${i}` })) };

describe('cachedJson', () => {
  it('serialises and compresses a cache entry once, and serves the same bytes on every hit', async () => {
    const cache = new TtlCache(60_000);
    const { app, serialised } = appWith(() => cache.get('k', async () => ({ ...big })));
    const gz = { 'accept-encoding': 'gzip, deflate, br, zstd' };
    const first = await app.inject({ method: 'GET', url: '/read', headers: gz });
    const second = await app.inject({ method: 'GET', url: '/read', headers: gz });
    const plain = await app.inject({ method: 'GET', url: '/read' });
    expect(serialised()).toBe(1);
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(JSON.parse(gunzipSync(first.rawPayload).toString('utf8'))).toEqual(big);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(big);
    // A new entry (the old one dropped) is serialised again.
    cache.invalidate();
    await app.inject({ method: 'GET', url: '/read' });
    expect(serialised()).toBe(2);
    await app.close();
  });

  it('an answer that is not a cache entry is serialised per request', async () => {
    const { app, serialised } = appWith(async () => ({ ...big }));
    await app.inject({ method: 'GET', url: '/read' });
    await app.inject({ method: 'GET', url: '/read' });
    expect(serialised()).toBe(2);
    await app.close();
  });
});
