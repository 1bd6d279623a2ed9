// One-time codes by email and SMS: sent through the outbox providers, kept hashed, valid for a while,
// a few attempts each, a resend delay and a count per hour per number; each limit taken atomically, so
// a burst of requests gets no more than the limit. A right code is the visit's fact, nothing else's.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OtpSendResponse, OtpVerifyResponse } from '../../src/contracts';
import { buildApp } from '../../src/server/app';
import { OTP_LIMITS } from '../../src/server/domains/otp/limits';
import { listOutbox } from '../../src/server/domains/messaging/outbox/queries';
import { openTestDb, TEST_SITE, testConfig, type TestDb } from './harness';

let tdb: TestDb;
let app: FastifyInstance;
const clock = { now: new Date('2026-03-02T03:00:00Z') };

beforeAll(async () => {
  tdb = await openTestDb(100);
  app = await buildApp({ db: tdb.db, config: testConfig(), site: async () => TEST_SITE, now: () => clock.now });
  await app.ready();
}, 60_000);
afterAll(async () => {
  await app?.close();
  await tdb?.close();
});

interface Refusal { code: number; errors: { details?: Record<string, string> } }

// A number per test run and test: Redis (CI's PostgreSQL stage) keeps counts by number across runs.
let nextNumber = 6281500000000 + (Date.now() % 1_000_000) * 100;
const freshNumber = (): string => String(nextNumber++);

const cookieOf = (res: LightMyRequestResponse): string =>
  String([res.headers['set-cookie']].flat().find((c) => String(c).startsWith('shop_visit=')) ?? '').split(';')[0] ?? '';

const sendEmail = (msisdn: string, cookie = '', email = `otp-${msisdn}@example.com`) =>
  app.inject({ method: 'POST', url: '/api/otp/email/send', payload: { msisdn, email }, headers: cookie ? { cookie } : {} });
const sendSms = (msisdn: string, cookie = '') =>
  app.inject({ method: 'POST', url: '/api/otp/sms/send', payload: { msisdn }, headers: cookie ? { cookie } : {} });
const verify = (channel: 'email' | 'sms', otpSession: string, code: string, cookie: string) =>
  app.inject({ method: 'POST', url: `/api/otp/${channel}/verify`, payload: { otp_session: otpSession, code }, headers: { cookie } });

/** The code in the newest message to a recipient. */
async function codeSentTo(channel: 'mail' | 'sms', recipient: string): Promise<string> {
  const [m] = await listOutbox(tdb.db, { channel, recipient, limit: 1 });
  const code = /\b(\d{6})\b/.exec(m?.body ?? '')?.[1];
  if (!code) throw new Error(`no code sent to ${recipient}`);
  return code;
}
const wrong = (code: string): string => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** A sent email code: its answer, the visit's cookie and the code as the customer reads it. */
async function sentEmailCode(msisdn = freshNumber()): Promise<{ msisdn: string; sent: OtpSendResponse; cookie: string; code: string }> {
  const res = await sendEmail(msisdn);
  expect(res.statusCode).toBe(200);
  return { msisdn, sent: res.json<OtpSendResponse>(), cookie: cookieOf(res), code: await codeSentTo('mail', `otp-${msisdn}@example.com`) };
}

describe('email codes', () => {
  it('mails a code in the customer\'s language, says how long it is valid and when to ask again, keeps only its HMAC', async () => {
    const msisdn = freshNumber();
    const res = await app.inject({
      method: 'POST', url: '/api/otp/email/send', payload: { msisdn, email: 'Budi@Example.com' }, headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(200);
    const sent = res.json<OtpSendResponse>();
    expect(sent.otp_timeout).toBe(clock.now.getTime() + OTP_LIMITS.validSeconds * 1000);
    expect(sent.otp_delay).toBe(clock.now.getTime() + OTP_LIMITS.resendSeconds * 1000);
    const [mail] = await listOutbox(tdb.db, { channel: 'mail', recipient: 'budi@example.com', limit: 1 });
    expect(mail?.subject).toBe('Your verification code');
    const code = /\b(\d{6})\b/.exec(mail?.body ?? '')?.[1] ?? '';
    expect(mail?.body).toContain(`valid for ${OTP_LIMITS.validSeconds / 60} minutes`);
    const rows = await tdb.db.query<Record<string, unknown>>('SELECT * FROM otp_codes WHERE id = $1', [sent.otp_session]);
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows[0])).not.toContain(code);
  });

  it('a right code sets otp.email:<msisdn> in this visit\'s session, once', async () => {
    const { msisdn, sent, cookie, code } = await sentEmailCode();
    const ok = await verify('email', sent.otp_session, code, cookie);
    expect(ok.statusCode).toBe(200);
    expect(ok.json<OtpVerifyResponse>()).toEqual({ otp_session: sent.otp_session, otp_valid: true, msisdn, facts: [`otp.email:${msisdn}`] });
    const again = await verify('email', sent.otp_session, code, cookie);
    expect(again.statusCode).toBe(400);
    expect(again.json<Refusal>()).toMatchObject({ code: 40061, errors: { details: { reason: 'used' } } });
    // An email code is no SMS code.
    expect((await verify('sms', sent.otp_session, code, cookie)).json<Refusal>().code).toBe(40061);
  });

  it('another visit cannot use the code, whatever it types', async () => {
    const { sent, code } = await sentEmailCode();
    const stranger = cookieOf(await sendEmail(freshNumber()));
    const res = await verify('email', sent.otp_session, code, stranger);
    expect(res.json<Refusal>()).toMatchObject({ code: 40061, errors: { details: { reason: 'unknown' } } });
    expect((await verify('email', sent.otp_session, code, '')).json<Refusal>().code).toBe(40061);
  });

  it('a wrong code is 40061; after its attempts even the right one is refused (429)', async () => {
    const { sent, cookie, code } = await sentEmailCode();
    for (let i = 0; i < OTP_LIMITS.attempts; i += 1) {
      const res = await verify('email', sent.otp_session, wrong(code), cookie);
      expect(res.json<Refusal>()).toMatchObject({ code: 40061, errors: { details: { reason: 'mismatch' } } });
    }
    const last = await verify('email', sent.otp_session, code, cookie);
    expect(last.statusCode).toBe(429);
    expect(last.json<Refusal>()).toMatchObject({ code: 429, errors: { details: { reason: 'attempts' } } });
  });

  it('a burst of guesses at once gets the attempts and no more', async () => {
    const { sent, cookie, code } = await sentEmailCode();
    const burst = await Promise.all(Array.from({ length: 20 }, () => verify('email', sent.otp_session, wrong(code), cookie)));
    const codes = burst.map((r) => r.json<Refusal>().code);
    expect(codes.filter((c) => c === 40061)).toHaveLength(OTP_LIMITS.attempts);
    expect(codes.filter((c) => c === 429)).toHaveLength(20 - OTP_LIMITS.attempts);
  });

  it('an expired code is refused, and a newer code ends the older one', async () => {
    const first = await sentEmailCode();
    const start = clock.now;
    try {
      clock.now = new Date(start.getTime() + OTP_LIMITS.validSeconds * 1000 + 1000);
      const late = await verify('email', first.sent.otp_session, first.code, first.cookie);
      expect(late.json<Refusal>()).toMatchObject({ code: 40061, errors: { details: { reason: 'expired' } } });
      const second = await sendEmail(first.msisdn, first.cookie);
      expect(second.statusCode).toBe(200);
      const code2 = await codeSentTo('mail', `otp-${first.msisdn}@example.com`);
      clock.now = new Date(clock.now.getTime() + OTP_LIMITS.resendSeconds * 1000);
      const third = await sendEmail(first.msisdn, first.cookie);
      expect(third.statusCode).toBe(200);
      const old = await verify('email', second.json<OtpSendResponse>().otp_session, code2, first.cookie);
      expect(old.json<Refusal>()).toMatchObject({ code: 40061, errors: { details: { reason: 'expired' } } });
      const code3 = await codeSentTo('mail', `otp-${first.msisdn}@example.com`);
      expect((await verify('email', third.json<OtpSendResponse>().otp_session, code3, first.cookie)).statusCode).toBe(200);
    } finally {
      clock.now = start;
    }
  });

  it('waits the resend delay between codes for a number, whichever visit asks; a burst sends one', async () => {
    const msisdn = freshNumber();
    const burst = await Promise.all(Array.from({ length: 8 }, () => sendEmail(msisdn)));
    expect(burst.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const refused = burst.find((r) => r.statusCode === 429)?.json<Refusal>();
    expect(refused?.code).toBe(429);
    expect(Number(refused?.errors.details?.retry_after)).toBe(OTP_LIMITS.resendSeconds);
    expect(await listOutbox(tdb.db, { channel: 'mail', recipient: `otp-${msisdn}@example.com`, limit: 20 })).toHaveLength(1);
  });

  it('sends a number at most its codes per hour', async () => {
    const msisdn = freshNumber();
    const start = clock.now;
    try {
      for (let i = 0; i < OTP_LIMITS.sendsPerHour; i += 1) {
        expect((await sendEmail(msisdn)).statusCode).toBe(200);
        clock.now = new Date(clock.now.getTime() + OTP_LIMITS.resendSeconds * 1000);
      }
      const over = await sendEmail(msisdn);
      expect(over.statusCode).toBe(429);
      const wait = Number(over.json<Refusal>().errors.details?.retry_after);
      expect(wait).toBe(3600 - OTP_LIMITS.sendsPerHour * OTP_LIMITS.resendSeconds);
      clock.now = new Date(clock.now.getTime() + wait * 1000);
      expect((await sendEmail(msisdn)).statusCode).toBe(200);
    } finally {
      clock.now = start;
    }
  });

  it('takes bounded, well-formed input only', async () => {
    const cases = [
      { url: '/api/otp/email/send', payload: { msisdn: '081234567890', email: 'a@example.com' } },
      { url: '/api/otp/email/send', payload: { msisdn: '6281234567890', email: 'not an email' } },
      { url: '/api/otp/email/send', payload: { msisdn: `62${'8'.repeat(30)}`, email: 'a@example.com' } },
      { url: '/api/otp/sms/send', payload: { msisdn: 6281234567890 } },
      { url: '/api/otp/email/verify', payload: { otp_session: 'x', code: '123456' } },
      { url: '/api/otp/email/verify', payload: { otp_session: 'a'.repeat(22), code: '12345' } },
      { url: '/api/otp/sms/verify', payload: { otp_session: 'a'.repeat(22), code: '12345a' } },
    ];
    for (const c of cases) {
      const res = await app.inject({ method: 'POST', ...c });
      expect(res.statusCode, JSON.stringify(c.payload)).toBe(400);
    }
  });
});

describe('SMS codes (A49)', () => {
  it('texts the code to the number; right, it sets otp.sms:<msisdn> beside the visit\'s other facts', async () => {
    const email = await sentEmailCode();
    expect((await verify('email', email.sent.otp_session, email.code, email.cookie)).statusCode).toBe(200);
    const res = await sendSms(email.msisdn, email.cookie);
    expect(res.statusCode).toBe(200);
    const [sms] = await listOutbox(tdb.db, { channel: 'sms', recipient: email.msisdn, limit: 1 });
    expect(sms?.body).toMatch(/^Kode verifikasi Anda: \d{6} /);
    const code = await codeSentTo('sms', email.msisdn);
    const ok = await verify('sms', res.json<OtpSendResponse>().otp_session, code, email.cookie);
    expect(ok.json<OtpVerifyResponse>().facts).toEqual([`otp.email:${email.msisdn}`, `otp.sms:${email.msisdn}`]);
  });
});

describe('the limits are the otp domain\'s knobs', () => {
  it('OTP_ATTEMPTS and OTP_RESEND_SECONDS set them; a bad value stops the start', async () => {
    const base = testConfig();
    const tuned = await buildApp({
      db: tdb.db, config: { ...base, env: { ...base.env, OTP_ATTEMPTS: '2', OTP_RESEND_SECONDS: '7' } }, site: async () => TEST_SITE, now: () => clock.now,
    });
    try {
      await tuned.ready();
      const msisdn = freshNumber();
      const sent = await tuned.inject({ method: 'POST', url: '/api/otp/sms/send', payload: { msisdn } });
      expect(sent.json<OtpSendResponse>().otp_delay).toBe(clock.now.getTime() + 7000);
      const cookie = cookieOf(sent);
      const code = await codeSentTo('sms', msisdn);
      const guess = () => tuned.inject({ method: 'POST', url: '/api/otp/sms/verify', payload: { otp_session: sent.json<OtpSendResponse>().otp_session, code: wrong(code) }, headers: { cookie } });
      expect((await guess()).json<Refusal>().code).toBe(40061);
      expect((await guess()).json<Refusal>().code).toBe(40061);
      expect((await guess()).json<Refusal>().code).toBe(429);
    } finally {
      await tuned.close();
    }
    await expect(buildApp({ db: tdb.db, config: { ...base, env: { ...base.env, OTP_ATTEMPTS: '0' } }, site: async () => TEST_SITE }))
      .rejects.toThrow(/OTP_ATTEMPTS must be an integer >= 1/);
  });
});
