// Untrusted lake queries: anonymous GROQ (and an editor session's) is measured, never parsed, in the
// API's thread, refused past its bounds, and parsed and evaluated off that thread within a time,
// memory and size budget, and rate limited; the shop's own reads (admin token) are not slowed by it.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Accounts } from '../../src/server/editors/accounts';
import { QUERY_BOUNDS } from '../../src/server/lake/query-bounds';
import { makeApp } from './harness';
import { ADMIN, startLake, type LakeHarness } from './lake-harness';

let h: LakeHarness;
beforeAll(async () => {
  h = await startLake();
  await new Accounts(h.db.db).create({ email: 'quinn@shop.test', name: 'Quinn', role: 'marketer', password: 'marketer-pass-q' });
}, 120_000);
afterAll(async () => { await h?.close(); });

const queryUrl = (q: string) => `/v2025-02-19/data/query/production?query=${encodeURIComponent(q)}`;
const HOSTILE = '*{"a":*{"b":*}}';
/** A chain of `a == <i>` joined by `||`: groq-js's parse time grows much faster than its length. */
const orChain = (terms: number) => `*[${Array.from({ length: terms }, (_, i) => `a == ${i}`).join(' || ')}]`;
/** The same, written tightly: 4 terms in 6 characters, so the terms bound comes before the length's. */
const tightChain = (terms: number) => `*[${'a==1||'.repeat(terms)}a==1]`;
/** Near the bounds (about 3 terms per comparison), and slow to evaluate: it runs into the time budget. */
const LONGEST_ALLOWED = `count(*[count(*[count(*[count(*) > 0]) > 0]) > 0 && (${Array.from({ length: 150 }, (_, i) => `_id == "x${i}"`).join(' || ')} || true)])`;

/** Resolves with the status and the moment it arrived. */
const timed = async (url: string, init: RequestInit = {}) => {
  const res = await fetch(`${h.url}${url}`, init);
  const body = await res.text();
  return { status: res.status, body, at: performance.now() };
};

describe('anonymous queries', () => {
  it('a hostile query is refused with a 4xx, and the API and the shop\'s own reads answer before it ends', async () => {
    // Warm the worker and the routes so the comparison is about the hostile query only.
    expect((await timed(queryUrl('count(*)'))).status).toBe(200);
    expect((await timed('/api/cities')).status).toBe(200);
    const hostile = timed(queryUrl(HOSTILE));
    const cities = timed('/api/cities');
    const ownRead = h.client.fetch<number>('count(*[_type == "banner"])').then((n) => ({ n, at: performance.now() }));
    const [bad, api, own] = await Promise.all([hostile, cities, ownRead]);
    expect(bad.status, bad.body).toBe(400);
    expect(JSON.parse(bad.body)).toMatchObject({ error: { type: expect.stringMatching(/^query(Timeout|TooExpensive|ResultTooLarge)$/) } });
    expect(api.status).toBe(200);
    expect(api.at).toBeLessThan(bad.at);
    expect(own.n).toBe(3);
    expect(own.at).toBeLessThan(bad.at);
    // The worker is replaced: the next anonymous query works.
    expect(JSON.parse((await timed(queryUrl('count(*[_type == "faq"])'))).body)).toMatchObject({ result: expect.any(Number) });
  });

  it('a query past its bounds is refused with a 400 naming the bound, without holding the API\'s thread', async () => {
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    // 6,000 terms (85 KB, in a POST under its 1 MB limit): groq-js alone would take seconds to parse it.
    const chain = orChain(6000);
    const complex = tightChain(1200);
    expect(complex.length).toBeLessThan(QUERY_BOUNDS.maxChars);
    const long = `*[_type == "banner" && title == "${'x'.repeat(660_000)}"]`;
    const post = (query: string) => timed('/v2025-02-19/data/query/production', {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }),
    });
    const deep = `*[${'('.repeat(40)}a${')'.repeat(40)}]`;
    const answers = await Promise.all([post(chain), post(complex), post(long), timed(queryUrl(deep)), timed('/api/cities')]);
    delay.disable();
    const types = answers.slice(0, 4).map((a) => [a.status, (JSON.parse(a.body) as { error?: { type?: string } }).error?.type]);
    expect(types).toEqual([[400, 'queryTooLong'], [400, 'queryTooComplex'], [400, 'queryTooLong'], [400, 'queryTooComplex']]);
    expect(JSON.parse(answers[1]?.body ?? '{}')).toMatchObject({ code: 400, message: expect.stringContaining(`at most ${QUERY_BOUNDS.maxTerms.toLocaleString('en-US')}`) });
    expect(answers[4]?.status).toBe(200);
    // The API's thread never stood still for long (before the bounds: seconds, in the parser).
    expect(delay.max / 1e6).toBeLessThan(1000);
  });

  it('ten of the longest queries allowed run in the worker while /api/cities answers, each before any of them ends', async () => {
    expect(LONGEST_ALLOWED.length).toBeLessThan(QUERY_BOUNDS.maxChars);
    expect((await timed('/api/cities')).status).toBe(200);
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const heavy = Array.from({ length: 10 }, () => timed(queryUrl(LONGEST_ALLOWED)));
    // Sent together, not one after another: on a loaded machine five round trips in a row may outlast the first
    // query's evaluation even though none of them waited for it.
    const cities = await Promise.all(Array.from({ length: 5 }, () => timed('/api/cities')));
    const done = await Promise.all(heavy);
    delay.disable();
    expect(cities.map((c) => c.status)).toEqual([200, 200, 200, 200, 200]);
    // Each answered, or refused (its time budget, or the full queue); none answered 5xx.
    expect(done.every((d) => [200, 400, 429].includes(d.status)), done.map((d) => `${d.status} ${d.body.slice(0, 80)}`).join('\n')).toBe(true);
    // The first one the worker evaluated (a full queue's refusal comes at once).
    const firstEnded = Math.min(...done.filter((d) => d.status !== 429).map((d) => d.at));
    expect(Math.max(...cities.map((c) => c.at))).toBeLessThan(firstEnded);
    expect(delay.max / 1e6).toBeLessThan(1000);
  });

  it('a syntax error comes back from the worker as a 400 naming where it is', async () => {
    const res = await timed(queryUrl('*[_type == ]'));
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({ error: { type: 'queryParseError', query: '*[_type == ]', start: expect.any(Number) } });
  });

  it('an editor session\'s queries are bounded and budgeted too; the admin token\'s are not bounded', async () => {
    const login = await h.app.inject({ method: 'POST', url: '/api/studio/login', payload: { email: 'quinn@shop.test', password: 'marketer-pass-q' } });
    const cookie = String(login.headers['set-cookie']).split(';')[0] ?? '';
    const asEditor = { headers: { cookie } };
    const over = await timed(`${queryUrl(tightChain(400))}&perspective=raw`, asEditor);
    expect(over.status).toBe(400);
    expect(JSON.parse(over.body)).toMatchObject({ error: { type: 'queryTooComplex' } });
    const hostile = timed(`${queryUrl(HOSTILE)}&perspective=raw`, asEditor);
    const cities = timed('/api/cities');
    const [bad, api] = await Promise.all([hostile, cities]);
    expect(bad.status, bad.body.slice(0, 200)).toBe(400);
    expect(api.at).toBeLessThan(bad.at);
    // What the studio asks still answers, drafts included.
    const drafts = await timed(`${queryUrl('count(*[_type == "banner"])')}&perspective=raw`, asEditor);
    expect(JSON.parse(drafts.body)).toMatchObject({ result: expect.any(Number) });
    const own = await timed(queryUrl(tightChain(400)), { headers: { authorization: `Bearer ${ADMIN}` } });
    expect(own.status).toBe(200);
  });

  it('an answer past the size cap is refused with a 4xx naming the cap', async () => {
    const res = await timed(queryUrl('*{"all": *[0...40]}'));
    expect(res.status, res.body.slice(0, 200)).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({ error: { type: 'queryResultTooLarge' } });
  });

  it('published documents only: drafts need the admin token', async () => {
    expect((await timed(`${queryUrl('*')}&perspective=drafts`)).status).toBe(401);
    expect((await timed(`${queryUrl('*')}&perspective=drafts`, { headers: { authorization: `Bearer ${ADMIN}` } })).status).toBe(200);
    const drafts = JSON.parse((await timed(queryUrl('count(*[_id in path("drafts.**")])'))).body) as { result: number };
    expect(drafts.result).toBe(0);
  });

  it('is rate limited per IP like the API, the shop\'s own reads (admin token) are not', async () => {
    const limited = await makeApp(h.db.db, { rateLimitMax: 3, adminToken: ADMIN });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) codes.push((await limited.app.inject({ method: 'GET', url: queryUrl('count(*)') })).statusCode);
      expect(codes).toEqual([200, 200, 200, 429]);
      const own = await limited.app.inject({ method: 'GET', url: queryUrl('count(*)'), headers: { authorization: `Bearer ${ADMIN}` } });
      expect(own.statusCode).toBe(200);
    } finally {
      await limited.app.close();
    }
  });
});
