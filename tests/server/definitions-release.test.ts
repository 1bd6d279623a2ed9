// /api/definitions from memory: the set's digest as version and ETag, an immutable versioned URL,
// bodies compressed once per version, a new version on publish, and the version in every HTML document.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { readDefinitions } from '../../src/definitions/load-node';
import { setDigest } from '../../src/definitions/set-digest';
import { testConfig, TEST_SITE } from './harness';
import { ADMIN, startLake, type LakeHarness } from './lake-harness';

let h: LakeHarness;
beforeAll(async () => { h = await startLake(); }, 120_000);
afterAll(async () => { await h?.close(); });

const get = (url: string, headers: Record<string, string> = {}) => h.app.inject({ method: 'GET', url, headers });
const versionOf = (etag: unknown): string => String(etag).replace(/"/g, '');

describe('/api/definitions', () => {
  it('is the flows/ set under the digest the build computes for it, with that digest as ETag; If-None-Match gets a 304', async () => {
    const res = await get('/api/definitions');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const version = versionOf(res.headers.etag);
    expect(version).toBe(setDigest(readDefinitions(resolve(import.meta.dirname, '../..')).raw));
    const body = res.json<{ version: number; pages: Record<string, unknown> }>();
    expect(body.version).toBeGreaterThanOrEqual(1);
    expect(Object.keys(body.pages)).toContain('home');
    const again = await get('/api/definitions', { 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await get('/api/definitions', { 'if-none-match': '"1-0000000000000000"' })).statusCode).toBe(200);
  });

  it('serves the current version at an immutable URL and redirects an older one to it', async () => {
    const version = versionOf((await get('/api/definitions')).headers.etag);
    const res = await get(`/api/definitions/v/${version}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toBe((await get('/api/definitions')).body);
    const old = await get('/api/definitions/v/12-00000000deadbeef');
    expect(old.statusCode).toBe(302);
    expect(old.headers.location).toBe(`/api/definitions/v/${version}`);
    expect(old.headers['cache-control']).toBe('no-store');
    expect((await get('/api/definitions/v/not-a-version')).json<{ code: number }>().code).toBe(400);
  });

  it('compressed bodies (brotli, gzip: by accept-encoding) decode to the same JSON', async () => {
    const plain = (await get('/api/definitions')).body;
    const br = await get('/api/definitions', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain);
    const gz = await get('/api/definitions', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(plain);
    expect(gz.rawPayload.length).toBeLessThan(plain.length / 3);
  });

  it('a publish changes the version and the body; the old versioned URL then redirects', async () => {
    const before = await get('/api/definitions');
    const oldVersion = versionOf(before.headers.etag);
    await h.client.patch('def.page.home').set({ 'body.title.en': 'Published now' }).commit();
    const after = await get('/api/definitions');
    const newVersion = versionOf(after.headers.etag);
    expect(newVersion).not.toBe(oldVersion);
    expect(after.json<{ pages: Record<string, { title: { en: string } }> }>().pages.home?.title.en).toBe('Published now');
    expect((await get('/api/definitions', { 'if-none-match': `"${oldVersion}"` })).statusCode).toBe(200);
    expect((await get(`/api/definitions/v/${oldVersion}`)).headers.location).toBe(`/api/definitions/v/${newVersion}`);
    // A draft is not a publish: the version stays.
    await h.client.createOrReplace({ _id: 'drafts.def.page.home', _type: 'definition', kind: 'page', defId: 'home', body: { title: { id: 'x', en: 'x' } } });
    expect(versionOf((await get('/api/definitions')).headers.etag)).toBe(newVersion);
    await h.client.delete('drafts.def.page.home');
  });

  it('?preview=1 needs the admin token and is never cached', async () => {
    expect((await get('/api/definitions?preview=1')).statusCode).toBe(401);
    const res = await get('/api/definitions?preview=1', { authorization: `Bearer ${ADMIN}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.etag).toBeUndefined();
  });
});

describe('HTML documents', () => {
  it('the home and the SPA fallback carry the live version in a meta of their head', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'spa-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>');
    const app = await buildApp({ db: h.db.db, config: testConfig({ adminToken: ADMIN, staticDir: dir }), site: async () => TEST_SITE });
    try {
      const version = versionOf((await app.inject({ method: 'GET', url: '/api/definitions' })).headers.etag);
      const meta = `<head><meta name="definitions-version" content="${version}"><title>`;
      expect((await app.inject({ method: 'GET', url: '/some/route' })).body).toContain(meta);
      expect((await app.inject({ method: 'GET', url: '/' })).body).toContain(meta);
    } finally {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
