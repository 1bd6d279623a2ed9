// The visit's server-side session: an operation that requires a fact (`requires`) is refused before
// its handler unless this visit's session holds it, whatever the browser sends: refused without,
// accepted with, refused after the fact's or the session's end, refused with a forged cookie or
// another visit's. Facts come only from the server (here: an email code typed back).
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineOperation, okSchema, type OtpSendResponse, type OtpVerifyResponse } from '../../src/contracts';
import { buildApp } from '../../src/server/app';
import { operationRoute } from '../../src/server/http/operation-route';
import { listOutbox } from '../../src/server/domains/messaging/outbox/queries';
import { VISIT_SESSION_HOURS } from '../../src/server/visit/visit-sessions';
import { OTP_LIMITS } from '../../src/server/domains/otp/limits';
import { openTestDb, TEST_SITE, testConfig, type Envelope, type TestDb } from './harness';

const guarded = defineOperation({
  name: 'test.guarded', method: 'POST', path: '/api/test/guarded', caller: 'browser', tags: ['test'], summary: 'needs an email code for the number',
  body: { type: 'object', additionalProperties: false, required: ['msisdn'], properties: { msisdn: { type: 'string', maxLength: 20 } } },
  response: okSchema, requires: ['otp.email:{body.msisdn}'],
});

let tdb: TestDb;
let app: FastifyInstance;
const clock = { now: new Date('2026-03-02T03:00:00Z') };
let handled = 0;

beforeAll(async () => {
  tdb = await openTestDb(100);
  app = await buildApp({ db: tdb.db, config: testConfig({ trustProxy: '127.0.0.1' }), site: async () => TEST_SITE, now: () => clock.now });
  operationRoute(app, guarded).handle(async () => { handled += 1; return { ok: true as const }; });
  await app.ready();
}, 60_000);
afterAll(async () => {
  await app?.close();
  await tdb?.close();
});

const cookieOf = (res: LightMyRequestResponse): string => {
  const set = res.headers['set-cookie'];
  const first = (Array.isArray(set) ? set : [set ?? '']).find((c) => c.startsWith('shop_visit=')) ?? '';
  return first.split(';')[0] ?? '';
};

const callGuarded = (msisdn: string, cookie = '', lang = 'en') => app.inject({
  method: 'POST', url: '/api/test/guarded', payload: { msisdn }, headers: { 'accept-language': lang, ...(cookie ? { cookie } : {}) },
});

let nextNumber = 6281400000100;
const freshNumber = (): string => String(nextNumber++);

/** Asks for an email code for the number as a visit (a new one without a cookie) and types it back. */
async function verifiedVisit(msisdn: string, cookie = ''): Promise<{ cookie: string; verified: OtpVerifyResponse }> {
  const email = `otp-${msisdn}@example.com`;
  const sent = await app.inject({ method: 'POST', url: '/api/otp/email/send', payload: { msisdn, email }, headers: cookie ? { cookie } : {} });
  expect(sent.statusCode).toBe(200);
  const visit = cookie || cookieOf(sent);
  const [mail] = await listOutbox(tdb.db, { channel: 'mail', recipient: email, limit: 1 });
  const code = /\b(\d{6})\b/.exec(mail?.body ?? '')?.[1] ?? '';
  const verify = await app.inject({
    method: 'POST', url: '/api/otp/email/verify', headers: { cookie: visit },
    payload: { otp_session: sent.json<OtpSendResponse>().otp_session, code },
  });
  expect(verify.statusCode).toBe(200);
  return { cookie: visit, verified: verify.json<OtpVerifyResponse>() };
}

describe('an operation that requires a fact of the visit', () => {
  it('is refused without a session: 403 with the catalogue code 403 in the customer\'s language, the handler not run', async () => {
    const before = handled;
    const en = await callGuarded(freshNumber());
    expect(en.statusCode).toBe(403);
    const body = en.json<Envelope & { errors: { details?: Record<string, string> } }>();
    expect(body.code).toBe(403);
    expect(body.errors.details).toEqual({ requires: 'otp.email' });
    expect(body.message).toBe('To continue, please verify first with the OTP code we send you.');
    const id = (await callGuarded(freshNumber(), '', 'id')).json<Envelope>();
    expect(id.message).toBe('Untuk melanjutkan, verifikasi dulu dengan kode OTP yang kami kirimkan.');
    expect(handled).toBe(before);
  });

  it('is accepted once the visit verified an email code for that number, and for no other number', async () => {
    const msisdn = freshNumber();
    const { cookie, verified } = await verifiedVisit(msisdn);
    expect(verified.facts).toContain(`otp.email:${msisdn}`);
    const before = handled;
    expect((await callGuarded(msisdn, cookie)).statusCode).toBe(200);
    expect(handled).toBe(before + 1);
    expect((await callGuarded(freshNumber(), cookie)).statusCode).toBe(403);
    const facts = await app.inject({ method: 'GET', url: '/api/visit/facts', headers: { cookie } });
    expect(facts.json()).toEqual({ facts: [`otp.email:${msisdn}`] });
    expect(facts.headers['cache-control']).toBe('no-store');
  });

  it('gives the visit an opaque, signed, HTTP-only, Lax cookie for the API, Secure over https', async () => {
    const sent = await app.inject({ method: 'POST', url: '/api/otp/email/send', payload: { msisdn: freshNumber(), email: 'cookie@example.com' } });
    const set = String([sent.headers['set-cookie']].flat().find((c) => String(c).startsWith('shop_visit=')));
    expect(set).toMatch(/^shop_visit=[A-Za-z0-9_-]{43}\.[A-Za-z0-9_-]{43}; Path=\/api; HttpOnly; SameSite=Lax$/);
    const https = await app.inject({
      method: 'POST', url: '/api/otp/email/send', payload: { msisdn: freshNumber(), email: 'cookie@example.com' }, headers: { 'x-forwarded-proto': 'https' },
    });
    expect(String([https.headers['set-cookie']].flat()[0])).toMatch(/; Secure$/);
    // The browser learns nothing of its facts from the cookie: the database keeps them, by the id's hash.
    const id = set.split('=')[1]?.split('.')[0] ?? '';
    expect(await tdb.db.query('SELECT 1 FROM visit_sessions WHERE key = $1', [id])).toHaveLength(0);
  });

  it('is refused once the fact has run out, and once the session has', async () => {
    const msisdn = freshNumber();
    const { cookie } = await verifiedVisit(msisdn);
    const start = clock.now;
    try {
      clock.now = new Date(start.getTime() + OTP_LIMITS.factSeconds * 1000 - 1000);
      expect((await callGuarded(msisdn, cookie)).statusCode).toBe(200);
      clock.now = new Date(start.getTime() + OTP_LIMITS.factSeconds * 1000 + 1000);
      expect((await callGuarded(msisdn, cookie)).statusCode).toBe(403);
      // Verified again late in the session: the fact ends with the session, not after it.
      clock.now = new Date(start.getTime() + VISIT_SESSION_HOURS * 3600_000 - 60_000);
      await verifiedVisit(msisdn, cookie);
      expect((await callGuarded(msisdn, cookie)).statusCode).toBe(200);
      clock.now = new Date(start.getTime() + VISIT_SESSION_HOURS * 3600_000 + 1000);
      expect((await callGuarded(msisdn, cookie)).statusCode).toBe(403);
      expect((await app.inject({ method: 'GET', url: '/api/visit/facts', headers: { cookie } })).json()).toEqual({ facts: [] });
    } finally {
      clock.now = start;
    }
  });

  it('is refused with a forged cookie, a re-signed id, a revoked fact or another visit\'s cookie', async () => {
    const msisdn = freshNumber();
    const { cookie } = await verifiedVisit(msisdn);
    const [id = '', sig = ''] = cookie.slice('shop_visit='.length).split('.');
    const flipped = `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`;
    expect((await callGuarded(msisdn, `shop_visit=${id}.${flipped}`)).statusCode).toBe(403);
    expect((await callGuarded(msisdn, `shop_visit=${'a'.repeat(43)}.${sig}`)).statusCode).toBe(403);
    expect((await callGuarded(msisdn, 'shop_visit=not-a-cookie')).statusCode).toBe(403);
    // The fact is in the server's session, not in anything the browser sends.
    const other = await verifiedVisit(freshNumber());
    expect((await callGuarded(msisdn, other.cookie)).statusCode).toBe(403);
    expect((await callGuarded(msisdn, `${other.cookie}; ${cookie}`)).statusCode).toBe(403);
    expect((await callGuarded(msisdn, cookie)).statusCode).toBe(200);
    const session = await app.visitSessions.current(await fakeRequest(cookie));
    if (!session) throw new Error('no session for the cookie');
    await app.visitSessions.revoke(session, `otp.email:${msisdn}`);
    expect((await callGuarded(msisdn, cookie)).statusCode).toBe(403);
  });

  it('refuses to start with a requirement its request cannot fill', async () => {
    const bad = await buildApp({ db: tdb.db, config: testConfig(), site: async () => TEST_SITE, now: () => clock.now });
    try {
      expect(() => operationRoute(bad, { ...guarded, requires: ['otp.email:{body.number}'] }).handle(async () => ({ ok: true as const })))
        .toThrow(/does not require/);
      expect(() => operationRoute(bad, { ...guarded, requires: ['OTP email'] }).handle(async () => ({ ok: true as const })))
        .toThrow(/not a fact template/);
    } finally {
      await bad.close();
    }
  });
});

/** A request carrying only a cookie header, as the sessions read it. */
async function fakeRequest(cookie: string): Promise<Parameters<FastifyInstance['visitSessions']['current']>[0]> {
  return { headers: { cookie } } as Parameters<FastifyInstance['visitSessions']['current']>[0];
}
