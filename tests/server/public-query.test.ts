// The public lake query: anonymous GROQ is evaluated off the API's thread within a time, memory
// and size budget, and rate limited; the shop's own reads (admin token) are not slowed by it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeApp } from './harness';
import { ADMIN, startLake, type LakeHarness } from './lake-harness';

let h: LakeHarness;
beforeAll(async () => { h = await startLake(); }, 120_000);
afterAll(async () => { await h?.close(); });

const queryUrl = (q: string) => `/v2025-02-19/data/query/production?query=${encodeURIComponent(q)}`;
const HOSTILE = '*{"a":*{"b":*}}';

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
