// Named studio editors on the real app and lake: sign-in with a slow-hashed password, the session
// cookie's flags, CSRF, lockout (also under a burst of guesses, and across two pools on one
// PostgreSQL), the limit per client address, roles on studio calls and on lake writes, and the author
// each revision records.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { migrate } from '../../src/server/db/migrate';
import { openPostgres } from '../../src/server/db/postgres';
import { Accounts, ADDRESS_MAX_ATTEMPTS, ADDRESS_WINDOW_MINUTES, MAX_FAILURES, type SignIn } from '../../src/server/editors/accounts';
import { ADMIN, startLake, type LakeHarness } from './lake-harness';
import { openEmptyTestDb, type TestDb } from './harness';

// Every password check the server makes is counted (that is what the lockout limits), and can be
// held back, so a burst is still being checked while more guesses arrive.
const checks = vi.hoisted(() => ({ started: 0, held: null as Promise<void> | null, changed: new Set<() => void>() }));
vi.mock('../../src/server/editors/passwords', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/server/editors/passwords')>();
  return {
    ...real,
    verifyPassword: async (password: string, stored: string): Promise<boolean> => {
      checks.started += 1;
      for (const f of checks.changed) f();
      if (checks.held) await checks.held;
      return real.verifyPassword(password, stored);
    },
  };
});

/** Resolves once `holds()` is true; looked at again whenever a check starts or `changed()` is called. */
function when(holds: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    const look = () => { if (holds()) { checks.changed.delete(look); resolve(); } };
    checks.changed.add(look);
    look();
  });
}
const changed = (): void => { for (const f of checks.changed) f(); };

/** Holds every password check until the returned function is called. */
function holdChecks(): () => void {
  let release = (): void => {};
  checks.held = new Promise<void>((resolve) => { release = resolve; });
  return () => { checks.held = null; release(); };
}

let h: LakeHarness;
beforeAll(async () => {
  h = await startLake();
  const accounts = new Accounts(h.db.db);
  await accounts.create({ email: 'Mia@Shop.test', name: 'Mia Marketer', role: 'marketer', password: 'marketer-pass-1' });
  await accounts.create({ email: 'oscar@shop.test', name: 'Oscar Ops', role: 'ops', password: 'ops-pass-0001' });
  await accounts.create({ email: 'lock@shop.test', name: 'Lock', role: 'ops', password: 'right-password' });
  await accounts.create({ email: 'burst@shop.test', name: 'Burst', role: 'ops', password: 'right-password' });
  await accounts.create({ email: 'rush@shop.test', name: 'Rush', role: 'ops', password: 'right-password' });
}, 120_000);
afterAll(async () => { await h?.close(); });

const LAKE = '/v2025-02-19/data';
interface Signed { cookie: string; csrf: string; setCookie: string }

/** A sign-in from `remoteAddress` (the default, 127.0.0.1, is the other tests'); counts its answer. */
let answered = 0;
async function login(email: string, password: string, remoteAddress?: string): Promise<LightMyRequestResponse> {
  const res = await h.app.inject({ method: 'POST', url: '/api/studio/login', payload: { email, password }, ...(remoteAddress ? { remoteAddress } : {}) });
  answered += 1;
  changed();
  return res;
}
const addressText = { en: expect.stringMatching(/^Too many sign-in attempts from this address\. Try again in \d+ minutes\.$/), id: expect.stringMatching(/^Terlalu banyak percobaan masuk dari alamat ini\. Coba lagi dalam \d+ menit\.$/) };
const lockText = { en: expect.stringMatching(/^Too many failed sign-ins\./), id: expect.stringMatching(/^Terlalu banyak percobaan masuk yang gagal\./) };
const statusCounts = (answers: LightMyRequestResponse[]): Record<number, number> => {
  const counts: Record<number, number> = {};
  for (const a of answers) counts[a.statusCode] = (counts[a.statusCode] ?? 0) + 1;
  return counts;
};

async function signIn(email: string, password: string): Promise<Signed> {
  const res = await h.app.inject({ method: 'POST', url: '/api/studio/login', payload: { email, password } });
  expect(res.statusCode, res.body).toBe(200);
  const setCookie = String(res.headers['set-cookie']);
  return { cookie: setCookie.split(';')[0] ?? '', csrf: (res.json() as { csrf: string }).csrf, setCookie };
}

const as = (s: Signed, csrf = true) => ({ cookie: s.cookie, ...(csrf ? { 'x-csrf-token': s.csrf } : {}) });
const banner = (id: string, title: string) => ({
  _id: id, _type: 'banner', code: id.replace(/^(drafts\.)?(banner\.)?/, ''), order: 9,
  en: { title, img_main_dsk_webp: '/images/a.webp', img_main_mob_webp: '/images/b.webp' },
  id: { title: `${title} (id)`, img_main_dsk_webp: '/images/a.webp', img_main_mob_webp: '/images/b.webp' },
});

describe('signing in', () => {
  it('sets an HTTP-only, SameSite=Strict session cookie and answers who is signed in', async () => {
    const s = await signIn('mia@shop.test', 'marketer-pass-1');
    expect(s.setCookie).toMatch(/^studio_session=[A-Za-z0-9_-]{40,}; Path=\/; HttpOnly; SameSite=Strict; Max-Age=\d+$/);
    const session = await h.app.inject({ url: '/api/studio/session', headers: { cookie: s.cookie } });
    expect(session.json()).toMatchObject({ ok: true, csrf: s.csrf, who: { author: 'mia@shop.test', name: 'Mia Marketer', role: 'marketer', via: 'session' } });
    // Over https (behind a proxy that says so) the cookie is Secure too.
    const https = await h.app.inject({ method: 'POST', url: '/api/studio/login', payload: { email: 'mia@shop.test', password: 'marketer-pass-1' }, headers: { 'x-forwarded-proto': 'https' } });
    expect(https.statusCode).toBe(200);
    // trustProxy is off in tests: the request is plain http and the flag is not claimed.
    expect(String(https.headers['set-cookie'])).not.toMatch(/Secure/);
  });

  it('gives a wrong password and an unknown email the same answer, in both languages', async () => {
    const wrong = await h.app.inject({ method: 'POST', url: '/api/studio/login', payload: { email: 'oscar@shop.test', password: 'nope-nope-nope' } });
    const unknown = await h.app.inject({ method: 'POST', url: '/api/studio/login', payload: { email: 'nobody@shop.test', password: 'nope-nope-nope' } });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toMatchObject({ text: { id: 'Email atau kata sandi salah.', en: 'The email or the password is wrong.' } });
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });

  it(`locks an email after ${MAX_FAILURES} failures, even with the right password, and unknown emails alike`, async () => {
    for (const email of ['lock@shop.test', 'ghost@shop.test']) {
      const statuses: number[] = [];
      for (let i = 0; i < MAX_FAILURES; i += 1) {
        statuses.push((await h.app.inject({ method: 'POST', url: '/api/studio/login', payload: { email, password: 'wrong-password' } })).statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 429]);
      const right = await h.app.inject({ method: 'POST', url: '/api/studio/login', payload: { email, password: 'right-password' } });
      expect(right.statusCode).toBe(429);
      expect(right.json()).toMatchObject({ text: { en: expect.stringMatching(/Too many failed sign-ins\. Try again in 15 minutes/), id: expect.stringMatching(/15 menit/) } });
    }
    // The lock runs out.
    h.clock.now = new Date(h.clock.now.getTime() + 16 * 60_000);
    try {
      await signIn('lock@shop.test', 'right-password');
    } finally {
      h.clock.now = new Date();
    }
  });

  it(`checks at most ${MAX_FAILURES} of 50 wrong guesses sent at once, and refuses the right password sent while they are checked`, async () => {
    const release = holdChecks();
    const before = { started: checks.started, answered };
    const counted = () => checks.started - before.started + answered - before.answered;
    try {
      // Each guess from an address of its own: the per-address limit plays no part here.
      const wrong = Array.from({ length: 50 }, (_, i) => login('burst@shop.test', 'wrong-password', `10.1.${i}.1`));
      // Every guess has been counted or refused once it is being checked (held) or answered.
      await when(() => counted() >= 50);
      const right = login('burst@shop.test', 'right-password', '10.1.99.1');
      await when(() => counted() >= 51);
      release();
      const answers = await Promise.all(wrong);
      const rightAnswer = await right;
      expect(checks.started - before.started).toBeLessThanOrEqual(MAX_FAILURES);
      // The guesses checked are answered 401, except the one that set the lock (429, like the rest).
      expect(statusCounts(answers)).toEqual({ 401: MAX_FAILURES - 1, 429: 50 - (MAX_FAILURES - 1) });
      expect(rightAnswer.statusCode).toBe(429);
      expect(rightAnswer.json()).toMatchObject({ text: lockText, lockMinutes: 15 });
    } finally {
      release();
    }
  });

  it(`checks at most ${MAX_FAILURES} of 50 wrong guesses and the right one sent at once, for an account and an unknown email`, async () => {
    for (const email of ['rush@shop.test', 'ghost-rush@shop.test']) {
      const start = checks.started;
      const answers = await Promise.all([
        ...Array.from({ length: 50 }, (_, i) => login(email, 'wrong-password', `10.2.${i}.1`)),
        login(email, 'right-password', '10.2.99.1'),
      ]);
      expect(checks.started - start, email).toBeLessThanOrEqual(MAX_FAILURES);
      const counts = statusCounts(answers);
      expect((counts[401] ?? 0) + (counts[429] ?? 0) + (counts[200] ?? 0), email).toBe(51);
      expect(counts[401] ?? 0, email).toBeLessThanOrEqual(MAX_FAILURES);
      // The right password may sign in only if it was among the guesses checked; an unknown email never.
      expect(counts[200] ?? 0, email).toBeLessThanOrEqual(email.startsWith('ghost') ? 0 : 1);
    }
  });

  it('lets an admin\'s password reset clear a lock', async () => {
    for (let i = 0; i < MAX_FAILURES; i += 1) await login('lock@shop.test', 'wrong-password', '10.3.0.1');
    expect((await login('lock@shop.test', 'right-password', '10.3.0.1')).statusCode).toBe(429);
    const list = await h.app.inject({ url: '/api/studio/accounts', headers: { authorization: `Bearer ${ADMIN}` } });
    const lock = (list.json() as { accounts: Array<{ id: number; email: string }> }).accounts.find((a) => a.email === 'lock@shop.test');
    const reset = await h.app.inject({ method: 'POST', url: `/api/studio/accounts/${lock?.id}`, headers: { authorization: `Bearer ${ADMIN}` }, payload: { password: 'right-password' } });
    expect(reset.statusCode).toBe(200);
    expect((await login('lock@shop.test', 'right-password', '10.3.0.1')).statusCode).toBe(200);
  });

  it(`lets one address try ${ADDRESS_MAX_ATTEMPTS} sign-ins in ${ADDRESS_WINDOW_MINUTES} minutes, whatever the emails, and then answers 429 until the oldest leaves the window`, async () => {
    const address = '10.9.0.1';
    const start = h.clock.now;
    const at = (minutes: number) => { h.clock.now = new Date(start.getTime() + minutes * 60_000); };
    try {
      for (let i = 0; i < ADDRESS_MAX_ATTEMPTS; i += 1) {
        at(i < 10 ? 0 : 5);
        expect((await login(`someone-${i}@shop.test`, 'wrong-password', address)).statusCode).toBe(401);
      }
      at(5);
      const refused = await login('mia@shop.test', 'marketer-pass-1', address);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: 429, text: addressText, windowMinutes: ADDRESS_WINDOW_MINUTES });
      expect(refused.headers['retry-after']).toBe(String(10 * 60));
      expect(refused.json()).toMatchObject({ text: { en: expect.stringContaining('in 10 minutes'), id: expect.stringContaining('dalam 10 menit') } });
      // Another address is not affected.
      expect((await login('mia@shop.test', 'marketer-pass-1', '10.9.0.2')).statusCode).toBe(200);
      // The first ten attempts leave the window at 15 minutes: ten more, then refused again.
      at(14.99);
      expect((await login('mia@shop.test', 'marketer-pass-1', address)).statusCode).toBe(429);
      at(15);
      for (let i = 0; i < 10; i += 1) expect((await login(`later-${i}@shop.test`, 'wrong-password', address)).statusCode).toBe(401);
      const again = await login('later-x@shop.test', 'wrong-password', address);
      expect(again.statusCode).toBe(429);
      expect(again.headers['retry-after']).toBe(String(5 * 60));
    } finally {
      h.clock.now = new Date();
    }
  });

  it(`lets ${ADDRESS_MAX_ATTEMPTS} of 50 sign-ins sent at once from one address through`, async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => login(`crowd-${i}@shop.test`, 'wrong-password', '10.9.1.1')));
    expect(statusCounts(answers)).toEqual({ 401: ADDRESS_MAX_ATTEMPTS, 429: 50 - ADDRESS_MAX_ATTEMPTS });
    for (const a of answers.filter((x) => x.statusCode === 429)) expect(a.json()).toMatchObject({ text: addressText });
  });

  it('ends the session on sign-out and when an admin disables the account', async () => {
    const s = await signIn('oscar@shop.test', 'ops-pass-0001');
    const out = await h.app.inject({ method: 'POST', url: '/api/studio/logout', headers: as(s) });
    expect(String(out.headers['set-cookie'])).toMatch(/Max-Age=0/);
    expect((await h.app.inject({ url: '/api/studio/session', headers: { cookie: s.cookie } })).statusCode).toBe(401);

    const again = await signIn('oscar@shop.test', 'ops-pass-0001');
    const list = await h.app.inject({ url: '/api/studio/accounts', headers: { authorization: `Bearer ${ADMIN}` } });
    const oscar = (list.json() as { accounts: Array<{ id: number; email: string }> }).accounts.find((a) => a.email === 'oscar@shop.test');
    const off = await h.app.inject({ method: 'POST', url: `/api/studio/accounts/${oscar?.id}`, headers: { authorization: `Bearer ${ADMIN}` }, payload: { disabled: true } });
    expect(off.json()).toMatchObject({ account: { disabled: true } });
    expect((await h.app.inject({ url: '/api/studio/session', headers: { cookie: again.cookie } })).statusCode).toBe(401);
    expect((await h.app.inject({ method: 'POST', url: '/api/studio/login', payload: { email: 'oscar@shop.test', password: 'ops-pass-0001' } })).statusCode).toBe(401);
    await h.app.inject({ method: 'POST', url: `/api/studio/accounts/${oscar?.id}`, headers: { authorization: `Bearer ${ADMIN}` }, payload: { disabled: false } });
  });
});

describe('CSRF', () => {
  it('refuses a state-changing call with the cookie but without the CSRF token (studio and lake); a bearer call needs none', async () => {
    const s = await signIn('mia@shop.test', 'marketer-pass-1');
    const publish = await h.app.inject({ method: 'POST', url: '/api/studio/publish/banner.welcome', headers: as(s, false) });
    expect(publish.statusCode).toBe(403);
    expect(publish.json()).toMatchObject({ text: { en: expect.stringMatching(/CSRF/) } });
    const wrong = await h.app.inject({ method: 'POST', url: '/api/studio/publish/banner.welcome', headers: { cookie: s.cookie, 'x-csrf-token': 'x'.repeat(43) } });
    expect(wrong.statusCode).toBe(403);
    const write = await h.app.inject({ method: 'POST', url: `${LAKE}/mutate/production`, headers: as(s, false), payload: { mutations: [{ createOrReplace: banner('drafts.csrf-test', 'CSRF') }] } });
    expect(write.statusCode).toBe(403);
    expect(await h.client.getDocument('drafts.csrf-test')).toBeUndefined();
    // Reads need no CSRF token; the bearer admin token needs none either.
    expect((await h.app.inject({ url: '/api/studio/types', headers: as(s, false) })).statusCode).toBe(200);
    const bearer = await h.app.inject({ method: 'POST', url: `${LAKE}/mutate/production`, headers: { authorization: `Bearer ${ADMIN}` }, payload: { mutations: [{ delete: { id: 'drafts.csrf-test' } }] } });
    expect(bearer.statusCode).toBe(200);
  });
});

describe('roles', () => {
  it('shows a marketer the content types only, and refuses the journey form, its drafts and its publish', async () => {
    const s = await signIn('mia@shop.test', 'marketer-pass-1');
    const types = (await h.app.inject({ url: '/api/studio/types', headers: as(s) })).json() as { types: Array<{ name: string }> };
    const names = types.types.map((t) => t.name);
    expect(names).toContain('banner');
    expect(names.some((n) => n.startsWith('def:'))).toBe(false);

    const schema = await h.app.inject({ url: '/api/studio/schema/def:journey', headers: as(s) });
    expect(schema.statusCode).toBe(403);
    expect(schema.json()).toMatchObject({ text: { en: 'Your role (marketer) may not open or change this. Ask an admin.' } });
    expect((await h.app.inject({ url: '/api/studio/history/def.journey.prepaid-sim', headers: as(s) })).statusCode).toBe(403);
    expect((await h.app.inject({ method: 'POST', url: '/api/studio/publish/def.journey.prepaid-sim', headers: as(s) })).statusCode).toBe(404);

    // The lake refuses the marketer's draft of a definition, a retyping of one, and its deletion.
    const journey = await h.client.getDocument('def.journey.prepaid-sim');
    for (const mutation of [
      { createOrReplace: { _id: 'drafts.def.journey.prepaid-sim', _type: 'definition', kind: 'journey', defId: 'prepaid-sim', body: journey?.body } },
      { createOrReplace: { ...banner('drafts.def.journey.prepaid-sim', 'Sneaky') } },
      { delete: { id: 'def.journey.prepaid-sim' } },
    ]) {
      const res = await h.app.inject({ method: 'POST', url: `${LAKE}/mutate/production`, headers: as(s), payload: { mutations: [mutation] } });
      expect(res.statusCode, JSON.stringify(mutation).slice(0, 80)).toBe(403);
      expect(res.json()).toMatchObject({ error: { type: 'httpForbidden', text: { id: expect.stringContaining('marketer') } } });
    }
    expect(await h.client.getDocument('drafts.def.journey.prepaid-sim')).toBeUndefined();
    // Staff screens and accounts are not a marketer's either.
    expect((await h.app.inject({ url: '/api/studio/refunds', headers: as(s) })).statusCode).toBe(403);
    expect((await h.app.inject({ url: '/api/studio/accounts', headers: as(s) })).statusCode).toBe(403);
  });

  it('judges every document as the whole transaction leaves it: a marketer cannot turn a banner into the site definition', async () => {
    const s = await signIn('mia@shop.test', 'marketer-pass-1');
    const before = (await h.app.inject({ url: '/api/definitions' })).body;
    const site = { _type: 'definition', kind: 'site', defId: 'site', body: { version: 1, hijacked: true } };
    const mutate = (mutations: unknown[], headers: Record<string, string> = as(s)) =>
      h.app.inject({ method: 'POST', url: `${LAKE}/mutate/production`, headers, payload: { mutations } });
    // A patch never changes `_type` (for anybody), so a created banner cannot become a definition later in the transaction.
    for (const headers of [as(s), { authorization: `Bearer ${ADMIN}` }]) {
      const patched = await mutate([{ create: banner('banner.sneaky', 'Sneaky') }, { patch: { id: 'banner.sneaky', set: { ...site, _type: 'definition' } } }], headers);
      expect(patched.statusCode, patched.body).toBe(400);
      expect(patched.json()).toMatchObject({ error: { type: 'mutationError', description: expect.stringContaining('_type') } });
    }
    // Replaced whole, the document's new type is judged; and an existing definition's id is refused as a banner.
    expect((await mutate([{ create: banner('banner.sneaky2', 'Sneaky') }, { createOrReplace: { _id: 'banner.sneaky2', ...site } }])).statusCode).toBe(403);
    expect((await mutate([{ createOrReplace: { ...banner('def.site.site', 'Sneaky'), _id: 'def.site.site' } }])).statusCode).toBe(403);
    expect((await mutate([{ createOrReplace: { ...banner('drafts.def.site.site', 'Sneaky'), _id: 'drafts.def.site.site' } }])).statusCode).toBe(403);
    expect(await h.client.getDocument('banner.sneaky')).toBeUndefined();
    expect(await h.client.getDocument('banner.sneaky2')).toBeUndefined();
    expect((await h.app.inject({ url: '/api/definitions' })).body).toBe(before);
  });

  it('lets ops edit definitions but not content', async () => {
    const s = await signIn('oscar@shop.test', 'ops-pass-0001');
    expect((await h.app.inject({ url: '/api/studio/schema/def:journey', headers: as(s) })).statusCode).toBe(200);
    expect((await h.app.inject({ url: '/api/studio/schema/banner', headers: as(s) })).statusCode).toBe(403);
    const res = await h.app.inject({ method: 'POST', url: `${LAKE}/mutate/production`, headers: as(s), payload: { mutations: [{ createOrReplace: banner('drafts.banner.welcome', 'Ops') }] } });
    expect(res.statusCode).toBe(403);
  });

  it('lets an admin create accounts; an admin session is an admin', async () => {
    const created = await h.app.inject({
      method: 'POST', url: '/api/studio/accounts', headers: { authorization: `Bearer ${ADMIN}` },
      payload: { email: 'ada@shop.test', name: 'Ada Admin', role: 'admin', password: 'admin-pass-01' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).not.toHaveProperty('account.password_hash');
    const dup = await h.app.inject({
      method: 'POST', url: '/api/studio/accounts', headers: { authorization: `Bearer ${ADMIN}` },
      payload: { email: 'ADA@shop.test', name: 'Ada again', role: 'admin', password: 'admin-pass-01' },
    });
    expect(dup.statusCode).toBe(409);
    const short = await h.app.inject({
      method: 'POST', url: '/api/studio/accounts', headers: { authorization: `Bearer ${ADMIN}` },
      payload: { email: 'bob@shop.test', name: 'Bob', role: 'ops', password: 'short' },
    });
    expect(short.statusCode).toBe(400);
    const s = await signIn('ada@shop.test', 'admin-pass-01');
    const list = await h.app.inject({ url: '/api/studio/accounts', headers: as(s) });
    expect((list.json() as { accounts: Array<{ email: string }> }).accounts.map((a) => a.email)).toContain('mia@shop.test');
    expect(JSON.stringify(list.json())).not.toMatch(/scrypt/);
  });
});

describe('preview', () => {
  it('overlays drafts on the definitions for a signed-in editor, as for the admin token, and for nobody else', async () => {
    const s = await signIn('mia@shop.test', 'marketer-pass-1');
    expect((await h.app.inject({ url: '/api/definitions?preview=1', headers: { cookie: s.cookie } })).statusCode).toBe(200);
    expect((await h.app.inject({ url: '/api/definitions?preview=1', headers: { authorization: `Bearer ${ADMIN}` } })).statusCode).toBe(200);
    expect((await h.app.inject({ url: '/api/definitions?preview=1' })).statusCode).toBe(401);
    expect((await h.app.inject({ url: '/api/definitions?preview=1', headers: { cookie: 'studio_session=forged-session-id-000000000' } })).statusCode).toBe(401);
    // Content drafts too (banners, promos ...): the same callers, the same refusal.
    expect((await h.app.inject({ url: '/api/ui/banner/top?preview=1', headers: { cookie: s.cookie } })).statusCode).toBe(200);
    expect((await h.app.inject({ url: '/api/ui/banner/top?preview=1' })).statusCode).toBe(401);
  });
});

describe('authors', () => {
  it('records who made each revision: the editor through the lake and through publish, the admin token as such', async () => {
    const mia = await signIn('mia@shop.test', 'marketer-pass-1');
    const draft = await h.app.inject({ method: 'POST', url: `${LAKE}/mutate/production`, headers: as(mia), payload: { mutations: [{ createOrReplace: banner('drafts.banner.author-test', 'By Mia') }] } });
    expect(draft.statusCode, draft.body).toBe(200);
    const published = await h.app.inject({ method: 'POST', url: '/api/studio/publish/banner.author-test', headers: as(mia) });
    expect(published.statusCode, published.body).toBe(200);
    await h.client.patch('banner.author-test').set({ order: 10 }).commit();

    const history = await h.app.inject({ url: '/api/studio/history/banner.author-test', headers: as(mia) });
    const revisions = (history.json() as { revisions: Array<{ documentId: string; author?: string; rev: string }> }).revisions;
    // Newest first: the token's patch, the publish (published created, draft deleted), Mia's draft.
    expect(revisions.map((r) => [r.documentId, r.author])).toEqual([
      ['banner.author-test', 'admin token'],
      ['banner.author-test', 'mia@shop.test'],
      ['drafts.banner.author-test', 'mia@shop.test'],
      ['drafts.banner.author-test', 'mia@shop.test'],
    ]);
    // The change the admin token made, with the revision before it.
    const changes = await h.app.inject({ url: `/api/studio/changes/banner.author-test?revision=${revisions[0]?.rev}&documentId=banner.author-test`, headers: as(mia) });
    expect(changes.json()).toMatchObject({ after: { order: 10 }, before: { order: 9 } });
    // An author header only counts with the admin token.
    const named = await h.app.inject({
      method: 'POST', url: `${LAKE}/mutate/production`, headers: { ...as(mia), 'x-lake-author': 'someone-else@shop.test' },
      payload: { mutations: [{ createOrReplace: banner('drafts.banner.author-test', 'Again') }] },
    });
    expect(named.statusCode).toBe(200);
    const after = (await h.app.inject({ url: '/api/studio/history/banner.author-test', headers: as(mia) })).json() as { revisions: Array<{ author?: string }> };
    expect(after.revisions[0]?.author).toBe('mia@shop.test');
    // The document list's "last change by": the newest revision's author; a type her role may not edit is left out.
    const last = await h.app.inject({ method: 'POST', url: '/api/studio/last-changes', headers: as(mia), payload: { ids: ['banner.author-test', 'def.journey.prepaid-sim', 'no-such-doc'] } });
    expect(last.statusCode, last.body).toBe(200);
    expect(Object.keys((last.json() as { changes: object }).changes)).toEqual(['banner.author-test']);
    expect((last.json() as { changes: Record<string, { author: string }> }).changes['banner.author-test']?.author).toBe('mia@shop.test');
    const tooMany = await h.app.inject({ method: 'POST', url: '/api/studio/last-changes', headers: as(mia), payload: { ids: Array.from({ length: 201 }, (_, i) => `d${i}`) } });
    expect(tooMany.statusCode).toBe(400);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('sign-in limits across two pools on one PostgreSQL (as two processes)', () => {
  let tdb: TestDb;
  let a: Accounts;
  let b: Accounts;
  let closeB: () => Promise<void> = async () => {};
  beforeAll(async () => {
    tdb = await openEmptyTestDb();
    await migrate(tdb.db);
    const schema = (await tdb.db.query<{ s: string }>('SELECT current_schema() AS s'))[0]?.s ?? '';
    const dbB = await openPostgres(process.env.DATABASE_URL ?? '', schema);
    closeB = () => dbB.close();
    a = new Accounts(tdb.db);
    b = new Accounts(dbB);
    await a.create({ email: 'two@shop.test', name: 'Two', role: 'ops', password: 'right-password' });
  }, 60_000);
  afterAll(async () => {
    await closeB();
    await tdb?.close();
  });

  it(`checks at most ${MAX_FAILURES} of 50 guesses split over both, and lets ${ADDRESS_MAX_ATTEMPTS} of 50 attempts from one address through`, async () => {
    const release = holdChecks();
    const start = checks.started;
    let done = 0;
    const settled = (p: Promise<SignIn>) => p.then((r) => { done += 1; changed(); return r; });
    try {
      const guesses = Array.from({ length: 50 }, (_, i) => settled((i % 2 ? a : b).signIn('two@shop.test', i === 49 ? 'right-password' : 'wrong-password', `10.4.${i}.1`)));
      await when(() => checks.started - start + done >= 50);
      release();
      const results = await Promise.all(guesses);
      expect(checks.started - start).toBeLessThanOrEqual(MAX_FAILURES);
      expect(results.filter((r) => !r.ok && r.reason === 'locked').length).toBeGreaterThanOrEqual(50 - MAX_FAILURES);
    } finally {
      release();
    }
    const crowd = await Promise.all(Array.from({ length: 50 }, (_, i) => (i % 2 ? a : b).signIn(`crowd-${i}@shop.test`, 'wrong-password', '10.5.0.1')));
    expect(crowd.filter((r) => !r.ok && r.reason === 'wrong').length).toBe(ADDRESS_MAX_ATTEMPTS);
    expect(crowd.filter((r) => !r.ok && r.reason === 'address').length).toBe(50 - ADDRESS_MAX_ATTEMPTS);
  });
});
