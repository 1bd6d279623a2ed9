// Two real shop processes on one PostgreSQL schema (and one Redis with REDIS_URL): a publish on
// one is served and announced (/api/live) by the other within a second, a stale write is refused
// whichever process receives it, the rate limit holds across both (Redis), and 1,000 orders for
// 100 numbers through both sell exactly 100.
import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateOrderResponse, NumberSearchResponse, PaymentResponse } from '../../src/contracts';
import { sign } from '../../src/server/domains/payments/providers/signature';
import { orderBody, WEBHOOK_SECRET } from './shop-client';
import { openLive, startShop, type ShopProcess } from './shop-process';

const url = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const ADMIN = 'two-processes-admin';
const LIMIT = 40;
const auth = { authorization: `Bearer ${ADMIN}` };
const schema = `t_${randomBytes(6).toString('hex')}`;
const lake = (path: string) => `/v2025-02-19/data${path}`;

describe.skipIf(!url)('two shop processes on one PostgreSQL', () => {
  let a: ShopProcess;
  let b: ShopProcess;

  beforeAll(async () => {
    const env = {
      DATABASE_URL: url ?? '', DB_SCHEMA: schema, ADMIN_TOKEN: ADMIN, NUMBER_COUNT: '300', RATE_LIMIT_MAX: String(LIMIT),
      ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
    };
    // One after the other: the first migrates and seeds the schema.
    a = await startShop(env);
    b = await startShop(env);
  }, 180_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    const db = (await c.query<{ d: string }>('SELECT current_database() AS d')).rows[0]?.d;
    await c.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await c.end();
    if (redisUrl) {
      // Only this run's keys (its schema is in their prefix).
      const r = new Redis(redisUrl);
      const keys = await r.keys(`shop:${db}:${schema}:*`);
      if (keys.length > 0) await r.del(...keys);
      await r.quit();
    }
  }, 60_000);

  it('a banner published through A is served and announced by B within a second', async () => {
    const stream = await openLive(b.port);
    try {
      const current = JSON.parse((await a.request('GET', lake('/doc/production/banner.welcome'), undefined, { headers: auth })).body) as { documents: Array<Record<string, unknown>> };
      const doc = current.documents[0];
      expect(doc).toBeDefined();
      const title = `Flash sale ${randomUUID().slice(0, 8)}`;
      const announced = stream.next('banner.welcome');
      const started = performance.now();
      const res = await a.request('POST', lake('/mutate/production'), { mutations: [{ createOrReplace: { ...doc, en: { ...(doc.en as object), title } } }] }, { headers: auth });
      expect(res.status, res.body).toBe(200);
      const at = await announced;
      expect(at - started).toBeLessThan(1000);
      const banners = JSON.parse((await b.request('GET', '/api/ui/banner/top')).body) as { promo: Array<{ code: string; en: { title: string } }> };
      expect(banners.promo.find((p) => p.code === 'welcome')?.en.title).toBe(title);
      expect(performance.now() - started).toBeLessThan(1000);
    } finally {
      stream.close();
    }
  });

  it('a definition published through A changes the definition set B serves from memory', async () => {
    type Defs = { pages: Record<string, { title: { en: string } }> };
    const defsOf = async (p: ShopProcess): Promise<Defs> => JSON.parse((await p.request('GET', '/api/definitions')).body) as Defs;
    await defsOf(b); // B now keeps the current version
    const current = JSON.parse((await a.request('GET', lake('/doc/production/def.page.home'), undefined, { headers: auth })).body) as { documents: Array<{ body: { title: object } }> };
    const doc = current.documents[0];
    expect(doc).toBeDefined();
    const title = `Home ${randomUUID().slice(0, 8)}`;
    const stream = await openLive(b.port);
    try {
      const announced = stream.next('def.page.home');
      const res = await a.request('POST', lake('/mutate/production'), { mutations: [{ createOrReplace: { ...doc, body: { ...doc?.body, title: { ...doc?.body.title, en: title } } } }] }, { headers: auth });
      expect(res.status, res.body).toBe(200);
      await announced;
      expect((await defsOf(b)).pages.home?.title.en).toBe(title);
    } finally {
      stream.close();
    }
  });

  it('a studio save on a stale revision is refused with 409 by either process', async () => {
    const created = await a.request('POST', lake('/mutate/production?returnDocuments=true'),
      { mutations: [{ createOrReplace: { _id: 'drafts.faq.two-processes', _type: 'faq', order: 99, question: { en: 'one' } } }] }, { headers: auth });
    const stale = (JSON.parse(created.body) as { transactionId: string }).transactionId;
    await b.request('POST', lake('/mutate/production'), { mutations: [{ patch: { id: 'drafts.faq.two-processes', ifRevisionID: stale, set: { 'question.en': 'two' } } }] }, { headers: auth });
    // What the studio sends when saving a draft it loaded at `stale`: a guard, then the document.
    const save = (on: ShopProcess) => on.request('POST', lake('/mutate/production'), {
      mutations: [
        { patch: { id: 'drafts.faq.two-processes', ifRevisionID: stale, set: {} } },
        { createOrReplace: { _id: 'drafts.faq.two-processes', _type: 'faq', order: 99, question: { en: 'stale' } } },
      ],
    }, { headers: auth });
    for (const on of [a, b]) expect((await save(on)).status).toBe(409);
    const now = JSON.parse((await a.request('GET', lake('/doc/production/drafts.faq.two-processes'), undefined, { headers: auth })).body) as { documents: Array<{ question: { en: string } }> };
    expect(now.documents[0]?.question.en).toBe('two');
  });

  it.skipIf(!redisUrl)('the rate limit is one window per client across both processes (Redis)', async () => {
    const ip = '127.0.9.9';
    const codes: number[] = [];
    for (let i = 0; i < LIMIT + 10; i++) codes.push((await (i % 2 === 0 ? a : b).request('GET', '/api/cities', undefined, { ip })).status);
    expect(codes.filter((c) => c === 200)).toHaveLength(LIMIT);
    expect(codes.slice(LIMIT)).toEqual(Array.from({ length: 10 }, () => 429));
  });

  it('read-your-writes: a draft saved through A is read and scheduled through B at once, 20 of 20', async () => {
    const at = new Date(Date.now() + 24 * 3600_000).toISOString();
    const outcomes: string[] = [];
    for (let i = 0; i < 20; i++) {
      const id = `faq.ryw-${randomUUID().slice(0, 8)}`;
      // A client of its own each time: the rate limit test before used up 127.0.0.1's window.
      const ip = `127.0.1.${i + 1}`;
      const saved = await a.request('POST', lake('/mutate/production'), {
        mutations: [{ create: { _id: `drafts.${id}`, _type: 'faq', order: 90, question: { id: `Apa ${i}?`, en: `What ${i}?` }, answer: { id: 'Ini.', en: 'This.' } } }],
      }, { headers: auth, ip });
      expect(saved.status, saved.body).toBe(200);
      // The answer names the write's transaction, as a header and as a cookie a browser sends back by itself.
      const rev = String(saved.headers['x-lake-revision']);
      expect(rev).toBe((JSON.parse(saved.body) as { transactionId: string }).transactionId);
      const cookie = String(saved.headers['set-cookie']).split(';')[0] ?? '';
      expect(cookie).toBe(`lake_revision=${rev}`);
      const read = await b.request('GET', lake(`/doc/production/drafts.${id}`), undefined, { headers: { ...auth, cookie }, ip });
      const scheduled = await b.request('POST', `/api/studio/schedule/${id}`, { at }, { headers: { ...auth, 'x-lake-revision': rev }, ip });
      const docs = (JSON.parse(read.body) as { documents: unknown[] }).documents;
      outcomes.push(`${docs.length === 1 ? 'read' : 'missing'} ${scheduled.status}`);
      await b.request('POST', `/api/studio/schedule/${id}/cancel`, undefined, { headers: auth, ip });
    }
    expect(outcomes).toEqual(Array.from({ length: 20 }, () => 'read 200'));
  });

  it('1,000 orders for 100 numbers through both processes sell exactly 100', async () => {
    const list = JSON.parse((await a.request('GET', '/api/number/pre/reg?limit=100&offset=100')).body) as NumberSearchResponse;
    const numbers = list.numbers.map((n) => n.id);
    expect(numbers).toHaveLength(100);
    // Many clients (loopback addresses), each well under the limit.
    const ipOf = (i: number) => `127.0.1.${(i % 200) + 1}`;
    const results: Array<{ status: number; body: string }> = [];
    let next = 0;
    await Promise.all(Array.from({ length: 40 }, async () => {
      for (let i = next++; i < 1000; i = next++) {
        const body = orderBody(numbers[i % 100], {}, { sessionId: `two-proc-${i}` });
        results[i] = await (i % 2 === 0 ? a : b).request('POST', '/api/orders', body, { ip: ipOf(i) });
      }
    }));
    const won = results.filter((r) => r.status === 200).map((r) => JSON.parse(r.body) as CreateOrderResponse);
    for (const r of results.filter((x) => x.status !== 200)) expect(r.status, r.body).toBe(409);
    expect(won).toHaveLength(100);
    // Each winner pays through one process and the gateway notifies the other.
    await Promise.all(won.map(async (o, i) => {
      const [payOn, notifyOn] = i % 2 === 0 ? [a, b] : [b, a];
      const paid = await payOn.request('POST', `/api/orders/${o.order_code}/payments`, { method: '05', email: 'budi@example.com' }, { ip: ipOf(i) });
      expect(paid.status, paid.body).toBe(200);
      const p = (JSON.parse(paid.body) as PaymentResponse).payment;
      const note = JSON.stringify({ notification_id: randomUUID(), payment_id: p.id, order_code: o.order_code, status: 'PAID', amount: p.amount });
      const n = await notifyOn.request('POST', '/api/payments/notify', note, { ip: ipOf(i), headers: { 'content-type': 'application/json', 'x-signature': sign(note, WEBHOOK_SECRET) } });
      expect(n.status, n.body).toBe(200);
    }));
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    try {
      const sold = await c.query<{ n: string }>(`SELECT count(*) AS n FROM "${schema}".numbers WHERE id = ANY($1) AND status = 'SOLD'`, [numbers]);
      const paid = await c.query<{ n: string; d: string }>(
        `SELECT count(*) AS n, count(DISTINCT number_id) AS d FROM "${schema}".orders WHERE number_id = ANY($1) AND paid_at IS NOT NULL`, [numbers]);
      expect(Number(sold.rows[0]?.n)).toBe(100);
      expect(paid.rows[0]).toEqual({ n: '100', d: '100' });
    } finally {
      await c.end();
    }
  }, 180_000);
});
