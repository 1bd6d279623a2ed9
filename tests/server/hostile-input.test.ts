// Input that must get a 4xx in the error envelope with the security headers, never a 5xx (issue 8).
// Sent over real HTTP, so the router sees the raw request target (bad percent-encoding and all).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { createSender, defectOf, type FuzzAnswer } from '../../scripts/bench/fuzz/send';
import type { FuzzRequest } from '../../scripts/bench/fuzz/requests';
import { makeApp, useTestApp, type Envelope } from './harness';

const t = useTestApp(200);
let port = 0;
beforeAll(async () => {
  await t.h.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.h.app.server.address() as AddressInfo).port;
});

async function send(method: string, path: string, body?: unknown, headers: Record<string, string> = {}, to = port): Promise<FuzzAnswer & { req: FuzzRequest }> {
  const sender = createSender(to);
  const raw = typeof body === 'string' ? body : body === undefined ? undefined : JSON.stringify(body);
  const req: FuzzRequest = {
    method, path, cause: 'test',
    headers: { ...(raw !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
    ...(raw !== undefined ? { body: Buffer.from(raw) } : {}),
  };
  try {
    return { ...(await sender.send(req)), req };
  } finally {
    sender.close();
  }
}

/** A 400 in the envelope with the security headers. */
async function expectRefused(method: string, path: string, body?: unknown, status = 400): Promise<Envelope> {
  const a = await send(method, path, body);
  expect(a.status, `${method} ${path}: ${a.body}`).toBe(status);
  expect(defectOf(a.req, a)).toBeUndefined();
  return JSON.parse(a.body) as Envelope;
}

describe('text with U+0000 or an unpaired surrogate is a 400 wherever it is', () => {
  it('in a path parameter', async () => {
    const e = await expectRefused('GET', '/api/orders/a%00b');
    expect(e.errors.field).toBe('params/orderCode');
  });
  it('in a query string', async () => {
    await expectRefused('GET', '/sandbox/outbox?to=a%00b');
    await expectRefused('GET', '/api/number/pre/reg?query=12%003');
  });
  it('in a JSON body, as a value or a key, escaped or not', async () => {
    const e = await expectRefused('POST', '/api/traffic', '{"utm_content":"a\\u0000b"}');
    expect(e.errors.field).toBe('body/utm_content');
    await expectRefused('POST', '/api/traffic', '{"utm_content":"x\\ud800y"}');
    await expectRefused('POST', '/api/traffic', '{"utm_content":"\\udc00"}');
    await expectRefused('POST', '/api/traffic', '{"a\\u0000":"x"}');
  });
  it('in the content lake too (its own routes and error shape, plus the envelope)', async () => {
    const a = await send('POST', '/v2025-02-19/data/mutate/production', { mutations: [{ create: { _type: 'x', title: 'a\u0000b' } }] },
      { authorization: `Bearer ${t.h.config.adminToken ?? ''}` });
    expect(a.status).toBe(400);
    expect(defectOf(a.req, a)).toBeUndefined();
    expect(JSON.parse(a.body)).toMatchObject({ error: { type: 'httpBadRequest' } });
  });
  it('a paired surrogate (an emoji) is fine', async () => {
    const a = await send('POST', '/api/traffic', { utm_content: '😀' });
    expect(a.status).toBeLessThan(500);
    expect(a.body).not.toContain('surrogate');
  });
});

describe('shapes no route can take', () => {
  it('a body nested deeper than 64 levels', async () => {
    await expectRefused('POST', '/api/traffic', `${'['.repeat(5000)}${']'.repeat(5000)}`);
    await expectRefused('POST', '/api/traffic', `{"utm_content":${'{"a":'.repeat(100)}1${'}'.repeat(100)}}`);
  });
  it('an integer path or query parameter written as Infinity', async () => {
    const e = await expectRefused('POST', '/api/number/status/Infinity');
    expect(e.errors.field).toBe('params/numberId');
    await expectRefused('GET', '/api/number/pre/reg?query=123&limit=-Infinity');
  });
});

describe("the router's own errors", () => {
  it('malformed percent-encoding is a 400 in the envelope with the security headers', async () => {
    await expectRefused('GET', '/api/numbers/%E0%A4%A');
    await expectRefused('GET', '/api/track/%ED%A0%80');
  });
  it('a path parameter over 100 characters is a 400 in the envelope', async () => {
    await expectRefused('GET', `/api/track/${'a'.repeat(101)}`);
  });
  it("what Node's HTTP parser refuses (headers too large) is answered in the envelope too", async () => {
    const a = await send('GET', `/api/cities?q=${'x'.repeat(20_000)}`);
    expect(a.status).toBe(431);
    expect(defectOf(a.req, a)).toBeUndefined();
    // The same answer to HEAD, without the body a HEAD answer must not have.
    const head = await send('HEAD', `/api/cities?q=${'x'.repeat(20_000)}`);
    expect(head.status).toBe(431);
    expect(head.body).toBe('');
  });
});

describe('with the built SPA, whose page answers unknown paths', () => {
  it("the lake's and its images' paths with an over-long parameter answer the envelope, never the page", async () => {
    const staticDir = mkdtempSync(join(tmpdir(), 'hostile-spa-'));
    onTestFinished(() => rmSync(staticDir, { recursive: true, force: true }));
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
    const h = await makeApp(t.tdb.db, { staticDir });
    onTestFinished(() => h.app.close());
    await h.app.listen({ host: '127.0.0.1', port: 0 });
    const spaPort = (h.app.server.address() as AddressInfo).port;
    const long = 'x'.repeat(150);
    const paths = [
      `/v2025-02-19/data/query/${long}`, `/v${long}/data/query/production`, `/v2025-02-19/data/doc/production/${long}`,
      `/v2025-02-19/data/listen/${long}`, `/v2025-02-19/data/history/production/documents/${long}`,
      `/v2025-02-19/data/history/production/revisions/${long}`, `/v2025-02-19/data/mutate/${long}`,
      `/v2025-02-19/assets/images/${long}`, `/images/${long}/a.png`, `/images/production/${long}`,
      // Percent-encoded, as the router decodes it.
      `/%762025-02-19/data/query/${long}`, `/%61pi/orders/${long}`,
    ];
    for (const path of paths) {
      for (const method of ['GET', 'POST']) {
        const a = await send(method, path, method === 'POST' ? {} : undefined, {}, spaPort);
        expect(a.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
        expect(a.status, `${method} ${path}`).toBeLessThan(500);
        expect(a.headers['content-type'], `${method} ${path}`).toMatch(/^application\/json/);
        expect(defectOf(a.req, a), `${method} ${path}`).toBeUndefined();
      }
    }
    // A page path still gets the page.
    const page = await send('GET', `/promo/${long}`, undefined, {}, spaPort);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
  });
});

describe('HEAD on the event streams', () => {
  for (const path of ['/api/live', '/v2025-02-19/data/listen/production?query=*']) {
    it(`${path} answers 200 with the stream's headers and no body`, async () => {
      const a = await send('HEAD', path);
      expect(a.status).toBe(200);
      expect(a.headers['content-type']).toMatch(/^text\/event-stream/);
      expect(a.headers['x-content-type-options']).toBe('nosniff');
      expect(a.body).toBe('');
    });
  }
});
