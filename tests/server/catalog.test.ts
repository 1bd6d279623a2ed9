import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants as zlibConstants, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CitiesResponse, LogisticsResponse, NumberSearchResponse, PackagesResponse, SettingResponse, VanityResponse,
} from '../../src/contracts';
import { definitions } from '../../src/definitions/bundle';
import { makeApp, openTestDb, type Envelope, type Harness, type TestDb } from './harness';

let tdb: TestDb;
let h: Harness;

beforeAll(async () => {
  tdb = await openTestDb();
  h = await makeApp(tdb.db);
}, 60_000);
afterAll(async () => {
  await h?.app.close();
  await tdb?.close();
});

const get = (url: string) => h.app.inject({ method: 'GET', url });
const postJson = (url: string, body: unknown) => h.app.inject({ method: 'POST', url, payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } });

describe('catalogue reads', () => {
  it('GET /api/cities lists ~20 cities with coverage', async () => {
    const res = await get('/api/cities');
    expect(res.statusCode).toBe(200);
    const { cities } = res.json<CitiesResponse>();
    expect(cities.length).toBeGreaterThanOrEqual(20);
    expect(cities[0]).toEqual({ id: expect.any(Number), name: expect.any(String), coverageId: expect.any(Number), coverageType: expect.any(String) });
  });

  it('GET /api/v3/number/packages lists active packages with bonus children, per language', async () => {
    const id = (await get('/api/v3/number/packages?type=prepaid&language=id')).json<PackagesResponse>();
    const en = (await get('/api/v3/number/packages?type=prepaid&language=EN')).json<PackagesResponse>();
    expect(id.packages.length).toBeGreaterThan(3);
    const first = id.packages.find((p) => p.id === 1);
    expect(first?.advance.map((a) => a.id)).toEqual([101, 102]);
    expect(first?.name).toBe('Internet 10GB 30 hari');
    expect(en.packages.find((p) => p.id === 1)?.name).toBe('10GB Internet 30 days');
    expect(id.packages.some((p) => p.id === 10)).toBe(false); // inactive
    const post = (await get('/api/v3/number/packages?type=postpaid')).json<PackagesResponse>();
    expect(post.packages.map((p) => p.id)).toEqual([7, 8, 9]);
  });

  it('GET /api/settings/:name returns the value as a JSON string; unknown is 404', async () => {
    const res = await get('/api/settings/oa.api.prepaid.tactical');
    expect(res.statusCode).toBe(200);
    const s = res.json<SettingResponse>();
    expect(JSON.parse(s.value)).toMatchObject({ esim_title_id: expect.any(String), sim_prepaid_img: expect.any(String) });
    for (const name of ['oa.api.custom.ribbon', 'oa.api.esim.vanity.priority', 'oa.api.delivery.delay.info']) {
      expect((await get(`/api/settings/${name}`)).statusCode).toBe(200);
    }
    const missing = await get('/api/settings/nope');
    expect(missing.statusCode).toBe(404);
    expect(missing.json<Envelope>().code).toBe(404);
  });

  it('POST /api/loc/:coverage/logistics[/:package] sorts by ctype and applies the SLA rule', async () => {
    for (const url of ['/api/loc/1/logistics/1', '/api/loc/1/logistics']) {
      const res = await postJson(url, { address: 'Jl. Sudirman 1', lat: -6.2, long: 106.8, esim: false });
      expect(res.statusCode).toBe(200);
      const { logistics } = res.json<LogisticsResponse>();
      // The pick-up option (ctype 5) comes once per store of the area.
      expect(logistics.map((l) => l.ctype)).toEqual([1, 2, 3, 4, 5, 5, 11]);
      expect(logistics.find((l) => l.ctype === 1)?.sla).toBe('0-1'); // seeded '1-1'
      expect(logistics.find((l) => l.ctype === 11)?.sla).toBe('0-0'); // seeded '0-0', never below 0
      expect(logistics.every((l) => l.free && l.price === 0 && l.old_price >= 0)).toBe(true);
    }
    const stores = (await postJson('/api/loc/1/logistics', {})).json<LogisticsResponse>().logistics.filter((l) => l.ctype === 5);
    expect(stores).toEqual([
      expect.objectContaining({ name: 'Gerai Sarinah', location_id: 'STORE-JKT-01', address: 'Jl. M.H. Thamrin No. 11, Jakarta Pusat', hours: '10:00-21:00' }),
      expect.objectContaining({ name: 'Gerai Blok M', location_id: 'STORE-JKT-02', address: expect.any(String), hours: expect.any(String) }),
    ]);
    // Couriers carry no store address; an area without a store offers no pick-up at all.
    expect((await postJson('/api/loc/1/logistics', {})).json<LogisticsResponse>().logistics.filter((l) => l.ctype !== 5).every((l) => l.address === undefined)).toBe(true);
    expect((await postJson('/api/loc/4/logistics', {})).json<LogisticsResponse>().logistics.map((l) => l.ctype)).toEqual([1, 2, 3, 11]);
    const esim = await postJson('/api/loc/1/logistics', { esim: true });
    expect(esim.json<LogisticsResponse>().logistics).toEqual([]);
    expect((await postJson('/api/loc/999/logistics', {})).json<Envelope>().code).toBe(400);
    expect((await postJson('/api/loc/1/logistics/10', {})).json<Envelope>().code).toBe(40015);
  });
});

describe('numbers', () => {
  it('GET /api/number/pre/reg lists regular numbers; query matches digits anywhere', async () => {
    const all = (await get('/api/number/pre/reg?limit=5')).json<NumberSearchResponse>();
    expect(all.numbers).toHaveLength(5);
    expect(all.numbers[0]).toMatchObject({ type: 'REGULAR', msisdn: expect.stringMatching(/^628(14|15|16|55|56|57|58)\d{8}$/) });
    const digits = all.numbers[0]!.msisdn.slice(7, 10);
    const found = (await get(`/api/number/pre/reg?query=${digits}&limit=50`)).json<NumberSearchResponse>();
    expect(found.numbers.length).toBeGreaterThan(0);
    expect(found.numbers.every((n) => ('0' + n.msisdn.slice(2)).includes(digits))).toBe(true);
    // Over 4 digits is cut to 4 (A2).
    const cut = (await get(`/api/number/pre/reg?query=${digits}99999&limit=50`));
    expect(cut.statusCode).toBe(200);
  });

  it('query shorter than 3 digits or not digits is 40031', async () => {
    for (const q of ['12', 'abc', '1a2']) {
      const res = await get(`/api/number/pre/reg?query=${q}`);
      expect(res.statusCode).toBe(400);
      expect(res.json<Envelope>().code).toBe(40031);
    }
  });

  it('GET /api/v2/vanity/:packageId lists labelled numbers; search must be 6 digits (40073)', async () => {
    const res = await get('/api/v2/vanity/1?search=888888');
    expect(res.statusCode).toBe(200);
    const body = res.json<VanityResponse>();
    expect(body.labels.map((l) => l.label_en)).toEqual(['Pretty', 'Twin', 'Sequential']);
    expect(body.numbers.length).toBeGreaterThan(0);
    expect(body.numbers.every((n) => n.msisdn.includes('888888') && n.type === 'VANITY' && n.price > 0 && n.old_price > n.price)).toBe(true);
    const twins = (await get('/api/v2/vanity/1?label=2&limit=10')).json<VanityResponse>();
    expect(twins.numbers.every((n) => n.label_id === 'Kembar')).toBe(true);
    const bad = await get('/api/v2/vanity/1?search=8888');
    expect(bad.json<Envelope>().code).toBe(40073);
    expect((await get('/api/v2/unknown/1')).statusCode).toBe(404);
    expect((await get('/api/v2/vanity/10')).json<Envelope>().code).toBe(40015);
  });

  it('POST /api/number/status/:id: available, or 40011 for an unknown number', async () => {
    const n = (await get('/api/number/pre/reg?limit=1')).json<NumberSearchResponse>().numbers[0]!;
    const ok = await h.app.inject({ method: 'POST', url: `/api/number/status/${n.id}` });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ available: true });
    // A browser may send an empty JSON body with the content type.
    const empty = await h.app.inject({ method: 'POST', url: `/api/number/status/${n.id}`, headers: { 'content-type': 'application/json' } });
    expect(empty.statusCode).toBe(200);
    const unknown = await h.app.inject({ method: 'POST', url: '/api/number/status/99999999' });
    expect(unknown.statusCode).toBeGreaterThanOrEqual(400);
    expect(unknown.statusCode).toBeLessThan(500);
    expect(unknown.json<Envelope>()).toMatchObject({ code: 40011, errors: { message: expect.any(String) } });
  });
});

describe('traffic and docs', () => {
  it('POST /api/traffic stores the event', async () => {
    const res = await postJson('/api/traffic', {
      utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'launch', utm_content: '', utm_term: '', session_id: 'sess-traffic-1', remark: '/order',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const rows = await tdb.db.query<{ remark: string; utm_source: string }>(`SELECT remark, utm_source FROM traffic WHERE session_id = 'sess-traffic-1'`);
    expect(rows).toEqual([{ remark: '/order', utm_source: 'google' }]);
    expect((await postJson('/api/traffic', { remark: 'x' })).statusCode).toBe(400);
  });

  it('GET /api/docs is an OpenAPI document listing every route', async () => {
    const res = await get('/api/docs');
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>();
    expect(doc.openapi).toMatch(/^3\./);
    const paths = Object.keys(doc.paths);
    for (const p of ['/api/cities', '/api/number/pre/reg', '/api/v2/{selectorName}/{packageId}', '/api/number/status/{numberId}',
      '/api/v3/number/packages', '/api/settings/{settingName}', '/api/loc/{coverageId}/logistics/{packageId}', '/api/loc/{coverageId}/logistics',
      '/api/orders', '/api/orders/{orderCode}', '/api/orders/{orderCode}/payments', '/api/orders/{orderCode}/payment',
      '/api/track/{orderCode}', '/api/traffic', '/api/payments/notify']) {
      expect(paths).toContain(p);
    }
    expect(doc.paths['/api/orders']).toHaveProperty('post');
  });
});

describe('bad input is a 4xx envelope, never a 5xx', () => {
  const cases: Array<[string, () => ReturnType<typeof get>, number, number]> = [
    ['malformed JSON', () => h.app.inject({ method: 'POST', url: '/api/orders', payload: '{"journey":', headers: { 'content-type': 'application/json' } }), 400, 400],
    ['wrong types', () => postJson('/api/orders', { journey: 1, orderType: [], cityId: '1' }), 400, 400],
    ['array body', () => postJson('/api/traffic', [1, 2]), 400, 400],
    ['oversized body', () => postJson('/api/traffic', { session_id: 'x', remark: 'a'.repeat(70 * 1024) }), 413, 413],
    ['unsupported media type', () => h.app.inject({ method: 'POST', url: '/api/traffic', payload: 'session_id=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } }), 415, 415],
    ['text/plain', () => h.app.inject({ method: 'POST', url: '/api/orders', payload: 'hello', headers: { 'content-type': 'text/plain' } }), 415, 415],
    ['unknown route', () => get('/api/nope'), 404, 404],
    ['unknown method', () => h.app.inject({ method: 'DELETE', url: '/api/cities' }), 404, 404],
    ['non-numeric path id', () => h.app.inject({ method: 'POST', url: '/api/number/status/abc' }), 400, 400],
    ['negative limit', () => get('/api/number/pre/reg?limit=-1'), 400, 400],
    ['huge limit', () => get('/api/number/pre/reg?limit=100000'), 400, 400],
    ['bad language', () => get('/api/v3/number/packages?language=fr'), 400, 400],
    ['bad lat', () => postJson('/api/loc/1/logistics', { lat: 'north' }), 400, 400],
    ['prototype pollution', () => h.app.inject({ method: 'POST', url: '/api/traffic', payload: '{"session_id":"x","__proto__":{"a":1}}', headers: { 'content-type': 'application/json' } }), 400, 400],
    ['order without email on lookup', () => get('/api/orders/SIMPRE1'), 400, 400],
    ['unknown order', () => get('/api/orders/NOPE?email=a@b.co'), 404, 40010],
    ['unknown order payment', () => get('/api/orders/NOPE/payment?email=a@b.co'), 404, 40010],
    ['order payment without the email', () => get('/api/orders/SIMPRE1/payment'), 404, 40010],
    ['unknown order payment status', () => get('/api/orders/NOPE/payment/status'), 404, 40010],
    ['unsigned notification', () => postJson('/api/payments/notify', { notification_id: 'x', payment_id: 'y', order_code: 'z', status: 'PAID', amount: 1 }), 401, 401],
  ];
  it.each(cases)('%s', async (_name, call, status, code) => {
    const res = await call();
    expect(res.statusCode).toBe(status);
    const body = res.json<Envelope>();
    expect(body.code).toBe(code);
    expect(typeof body.message).toBe('string');
    expect(typeof body.errors.message).toBe('string');
  });
});

describe('rate limit', () => {
  it('answers 429 with the envelope code 429 past the limit', async () => {
    const limited = await makeApp(tdb.db, { rateLimitMax: 3 });
    try {
      const codes: number[] = [];
      // Addresses of its own: with REDIS_URL every app on this schema shares its windows.
      const remoteAddress = '198.51.100.31';
      for (let i = 0; i < 5; i++) codes.push((await limited.app.inject({ method: 'GET', url: '/api/cities', remoteAddress })).statusCode);
      expect(codes).toEqual([200, 200, 200, 429, 429]);
      const res = await limited.app.inject({ method: 'GET', url: '/api/cities', remoteAddress });
      expect(res.json<Envelope>()).toMatchObject({ code: 429, errors: { message: expect.any(String) } });
    } finally {
      await limited.app.close();
    }
  });

  it('counts a percent-encoded spelling of an API path like the path itself', async () => {
    const limited = await makeApp(tdb.db, { rateLimitMax: 2 });
    try {
      const codes: number[] = [];
      const remoteAddress = '198.51.100.32';
      for (const url of ['/api/cities', '/%61pi/cities', '/%61%70%69/cities', '/api/%63ities']) {
        codes.push((await limited.app.inject({ method: 'GET', url, remoteAddress })).statusCode);
      }
      expect(codes).toEqual([200, 200, 429, 429]);
      // The signed gateway notification stays unlimited however it is spelt.
      const notify = await limited.app.inject({ method: 'POST', url: '/%61pi/payments/notify', payload: {}, remoteAddress });
      expect(notify.statusCode).not.toBe(429);
    } finally {
      await limited.app.close();
    }
  });
});

describe('rate limit behind a load balancer', () => {
  it('with TRUST_PROXY, each client named by X-Forwarded-For has its own window; an unlisted proxy is not believed', async () => {
    const proxied = await makeApp(tdb.db, { rateLimitMax: 2, trustProxy: '127.0.0.1' });
    const direct = await makeApp(tdb.db, { rateLimitMax: 2 });
    try {
      // Addresses no other test uses: with REDIS_URL the windows of every app on this schema are shared.
      const via = (app: typeof proxied, from: string, client: string) =>
        app.app.inject({ method: 'GET', url: '/api/cities', remoteAddress: from, headers: { 'x-forwarded-for': client } });
      const codes: number[] = [];
      for (const client of ['203.0.113.1', '203.0.113.1', '203.0.113.2', '203.0.113.2', '203.0.113.1']) codes.push((await via(proxied, '127.0.0.1', client)).statusCode);
      expect(codes).toEqual([200, 200, 200, 200, 429]);
      const spoofed: number[] = [];
      for (const client of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) spoofed.push((await via(direct, '192.0.2.7', client)).statusCode);
      expect(spoofed).toEqual([200, 200, 429]);
    } finally {
      await proxied.app.close();
      await direct.app.close();
    }
  });
});

const BIG_JS = Array.from({ length: 400 }, (_, i) => `export const value${i} = ${JSON.stringify(`text number ${i}`)};`).join('\n');

describe('SPA serving', () => {
  let dir: string;
  let spa: Harness;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'spa-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head><title>SIM Shop</title></head><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>');
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'assets', 'app.js'), 'console.log(1)');
    writeFileSync(join(dir, 'assets', 'app.css'), 'body{color:red}');
    writeFileSync(join(dir, 'assets', 'mark.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    // Two larger chunks: one as the build leaves it (with .br and .gz beside it), one without them.
    writeFileSync(join(dir, 'assets', 'built.js'), BIG_JS);
    writeFileSync(join(dir, 'assets', 'built.js.br'), brotliCompressSync(BIG_JS, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }));
    // Level 1, not the server's own 9: the test tells the file sent from one made on the fly.
    writeFileSync(join(dir, 'assets', 'built.js.gz'), gzipSync(BIG_JS, { level: 1 }));
    writeFileSync(join(dir, 'assets', 'plain.js'), BIG_JS);
    spa = await makeApp(tdb.db, { staticDir: dir });
  });
  afterAll(async () => {
    await spa.app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const expectCsp = (header: unknown) => {
    expect(typeof header).toBe('string');
    const csp = String(header);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
  };

  it('page paths outside /api get index.html with a CSP without unsafe-eval; one that opens no page with 404', async () => {
    const status = { '/': 200, '/order': 200, '/ORDER': 200, '/thankyou/SIMPRE1/a@b.co': 200, '/promo/welcome': 200, '/promo/NOPE': 404, '/studio': 200, '/studio/banner': 200, '/some/unknown/page': 404, '/thankyou': 404, '/studios': 404 };
    for (const [url, code] of Object.entries(status)) {
      const res = await spa.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(code);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
      expectCsp(res.headers['content-security-policy']);
    }
  });

  it('the shell is titled with the screen its path opens, in the language asked, before any script runs', async () => {
    const title = async (url: string) => /<title>([^<]*)<\/title>/.exec((await spa.app.inject({ method: 'GET', url })).body)?.[1];
    expect(await title('/order-recipient')).toBe('Info Pengiriman');
    expect(await title('/order-recipient?lang=en')).toBe('Shipping info');
    expect(await title('/ORDER')).toBe('Pilih Nomor &amp; Paket Prabayar');
    // A journey's entry: the title of the step it opens.
    expect(await title('/prepaid')).toBe('Pilih Nomor &amp; Paket Prabayar');
    // A page with a parameter; a path that opens nothing keeps the shop's own title.
    expect(await title('/thankyou/SIMPRE1/a@b.co?lang=en')).toBe(definitions.pages.thankyou?.title.en.replace(/&/g, '&amp;'));
    expect(await title('/some/unknown/page')).toBe('SIM Shop');
  });

  it('without a built render module every page path gets the shell, never a server render', async () => {
    for (const url of ['/', '/campaign', '/order']) {
      const res = await spa.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).not.toContain('id="server-reads"');
    }
  });

  it("a chunk's build-time .br and .gz are sent as they are; a chunk without them is compressed once, the same bytes", async () => {
    for (const [encoding, file, decode] of [['br', 'built.js.br', brotliDecompressSync], ['gzip', 'built.js.gz', gunzipSync]] as const) {
      const res = await spa.app.inject({ method: 'GET', url: '/assets/built.js', headers: { 'accept-encoding': encoding } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toContain('text/javascript');
      expect(res.headers['cache-control']).toContain('immutable');
      expect(res.rawPayload.equals(readFileSync(join(dir, 'assets', file)))).toBe(true);
      expect(decode(res.rawPayload).toString()).toBe(BIG_JS);
    }
    const plain = await spa.app.inject({ method: 'GET', url: '/assets/plain.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(plain.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(plain.rawPayload).toString()).toBe(BIG_JS);
    expect(plain.rawPayload.length).toBeLessThan(BIG_JS.length / 3);
    const none = await spa.app.inject({ method: 'GET', url: '/assets/plain.js' });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.body).toBe(BIG_JS);
  });

  it("scripts and stylesheets carry nosniff, not a page's policies (a page's apply to them); an SVG, a document when opened, keeps the CSP; /api stays JSON 404", async () => {
    for (const url of ['/assets/app.js', '/assets/app.css', '/assets/built.js']) {
      const asset = await spa.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(asset.statusCode, url).toBe(200);
      expect(asset.headers['x-content-type-options'], url).toBe('nosniff');
      expect(asset.headers['content-security-policy'], url).toBeUndefined();
      expect(asset.headers['referrer-policy'], url).toBeUndefined();
    }
    const svg = await spa.app.inject({ method: 'GET', url: '/assets/mark.svg' });
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expectCsp(svg.headers['content-security-policy']);
    expect(svg.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect((await spa.app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
    const api = await spa.app.inject({ method: 'GET', url: '/api/nope' });
    expect(api.statusCode).toBe(404);
    expect(api.json<Envelope>().code).toBe(404);
  });
});

describe('compressed JSON answers', () => {
  it('compresses a larger answer for a client that accepts gzip, and only then; brotli only for large bodies', async () => {
    const plain = await get('/api/number/pre/reg?limit=50');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const expected = plain.json<NumberSearchResponse>();
    expect(plain.body.length).toBeGreaterThan(1024);

    const gz = await h.app.inject({ method: 'GET', url: '/api/number/pre/reg?limit=50', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toContain('accept-encoding');
    const unzipped = JSON.parse(gunzipSync(gz.rawPayload).toString('utf8')) as NumberSearchResponse;
    expect(unzipped.numbers.length).toBe(expected.numbers.length);

    // A 4 KB answer: brotli would save a few dozen bytes over gzip at several times the CPU.
    const browser = await h.app.inject({ method: 'GET', url: '/api/number/pre/reg?limit=50', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(browser.headers['content-encoding']).toBe('gzip');
    expect(browser.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(gunzipSync(browser.rawPayload).toString('utf8'))).toEqual(unzipped);
    // A large answer (the definition set) goes out in brotli.
    const large = await h.app.inject({ method: 'GET', url: '/api/definitions', headers: { 'accept-encoding': 'gzip, br' } });
    expect(large.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(large.rawPayload).toString('utf8'))).toEqual((await get('/api/definitions')).json());
  });

  it('leaves small answers alone', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/settings/oa.api.esim.vanity.priority', headers: { 'accept-encoding': 'gzip' } });
    expect(res.body.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});

// The retail store's vanity list (A28, A32) and the postpaid packages' deposits (A45).
describe('GET /api/retail/:selectorName/:packageId', () => {
  it('answers the vanity list of the package with its labels, like the online list', async () => {
    const res = await get('/api/retail/vanity/7?search=888888');
    expect(res.statusCode).toBe(200);
    const body = res.json<VanityResponse>();
    expect(body.labels.map((l) => l.label_en)).toEqual(['Pretty', 'Twin', 'Sequential']);
    expect(body.numbers.length).toBeGreaterThan(0);
    expect(body.numbers.every((n) => n.msisdn.includes('888888') && n.type === 'VANITY' && n.label_id !== '' && n.label_en !== '')).toBe(true);
    const online = (await get('/api/v2/vanity/7?search=888888')).json<VanityResponse>();
    expect(body.numbers.map((n) => n.id)).toEqual(online.numbers.map((n) => n.id));
    const twins = (await get('/api/retail/vanity/7?label=2&limit=5')).json<VanityResponse>();
    expect(twins.numbers.length).toBeLessThanOrEqual(5);
    expect(twins.numbers.every((n) => n.label_en === 'Twin')).toBe(true);
  });

  it('refuses bad input with 4xx and a catalogue code, never 5xx', async () => {
    const short = await get('/api/retail/vanity/7?search=8888');
    expect(short.statusCode).toBe(400);
    expect(short.json<Envelope>().code).toBe(40073);
    const inactive = await get('/api/retail/vanity/10');
    expect(inactive.statusCode).toBeGreaterThanOrEqual(400);
    expect(inactive.json<Envelope>().code).toBe(40015);
    expect((await get('/api/retail/unknown/7')).statusCode).toBe(404);
    for (const url of ['/api/retail/vanity/abc', '/api/retail/vanity/0', '/api/retail/vanity/7?limit=1000', '/api/retail/vanity/7?label=x',
      `/api/retail/${'v'.repeat(40)}/7`, '/api/retail/vanity/7?search=' + '1'.repeat(40)]) {
      const res = await get(url);
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(typeof res.json<Envelope>().code, url).toBe('number');
    }
  });
});

describe('postpaid packages', () => {
  it('carry their security deposit (A45); prepaid ones carry 0', async () => {
    const post = (await get('/api/v3/number/packages?type=postpaid')).json<PackagesResponse>();
    expect(post.packages.map((p) => [p.id, p.deposit])).toEqual([[7, 0], [8, 100000], [9, 200000]]);
    const pre = (await get('/api/v3/number/packages?type=prepaid')).json<PackagesResponse>();
    expect(pre.packages.every((p) => p.deposit === 0)).toBe(true);
  });
});
