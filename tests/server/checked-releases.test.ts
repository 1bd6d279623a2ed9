// Only checked definition sets are served (issue 31): a definition document written around the studio's
// publish checks is checked when the set is built and never served if it fails them; an editor's
// session writes drafts only; a studio publish records the set it checked; a restart with an unchecked
// set in the lake serves the newest checked one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Accounts } from '../../src/server/editors/accounts';
import { openTestDb, type TestDb } from './harness';
import { startLake, type LakeHarness } from './lake-harness';

let db: TestDb;
let h: LakeHarness;
beforeAll(async () => {
  db = await openTestDb(200);
  h = await startLake({ db });
  await new Accounts(db.db).create({ email: 'olga@shop.test', name: 'Olga Ops', role: 'ops', password: 'ops-pass-olga' });
}, 120_000);
afterAll(async () => {
  await h?.close();
  await db?.close();
});

type Defs = { site: { constants: Record<string, unknown> }; pages: Record<string, { title: { en: string } }> };
const served = async (lake: LakeHarness = h): Promise<Defs> => (await lake.app.inject({ url: '/api/definitions' })).json<Defs>();
const LAKE = '/v2025-02-19/data';

describe('checked releases', () => {
  it('a change written with the admin token is checked when the set is built: served when it passes, never when it fails', async () => {
    const home = await h.client.getDocument<{ body: Record<string, unknown> }>('def.page.home');
    await h.client.patch('def.page.home').set({ 'body.title.en': 'Checked home' }).commit();
    expect((await served()).pages.home?.title.en).toBe('Checked home');
    const recorded = await db.db.query<{ checked_by: string }>('SELECT checked_by FROM definition_releases ORDER BY seq DESC LIMIT 1');
    expect(recorded[0]?.checked_by).toBe('server');

    // A title that is no text, and then no site definition at all: each fails the checks, the checked set stays.
    await h.client.patch('def.page.home').set({ 'body.title': 42 }).commit();
    expect((await served()).pages.home?.title.en).toBe('Checked home');
    const site = await h.client.getDocument<{ body: unknown }>('def.site.site');
    await h.client.delete('def.site.site');
    const after = await served();
    expect(after.pages.home?.title.en).toBe('Checked home');
    expect(after.site).toEqual(site?.body);

    await h.client.createOrReplace({ ...site, _id: 'def.site.site', _type: 'definition' });
    await h.client.createOrReplace({ ...home, _id: 'def.page.home', _type: 'definition' });
    expect((await served()).pages.home?.title.en).toBe((home?.body.title as { en: string }).en);
  });

  it('an editor\'s session writes drafts only; the studio\'s publish records the set it checked', async () => {
    const login = await h.app.inject({ method: 'POST', url: '/api/studio/login', payload: { email: 'olga@shop.test', password: 'ops-pass-olga' } });
    const { csrf } = login.json<{ csrf: string }>();
    const headers = { cookie: String(login.headers['set-cookie']).split(';')[0] ?? '', 'x-csrf-token': csrf };
    const home = await h.client.getDocument<{ body: { title: { en: string; id: string } } }>('def.page.home');
    if (!home) throw new Error('no home definition');
    const changed = { ...home, body: { ...home.body, title: { ...home.body.title, en: 'Published home' } } };

    const direct = await h.app.inject({ method: 'POST', url: `${LAKE}/mutate/production`, headers, payload: { mutations: [{ createOrReplace: changed }] } });
    expect(direct.statusCode).toBe(403);
    expect(direct.json()).toMatchObject({ error: { type: 'httpForbidden', text: { id: expect.stringContaining('Terbitkan'), en: expect.stringContaining('Publish') } } });
    expect((await served()).pages.home?.title.en).not.toBe('Published home');

    const draft = await h.app.inject({ method: 'POST', url: `${LAKE}/mutate/production`, headers, payload: { mutations: [{ createOrReplace: { ...changed, _id: 'drafts.def.page.home' } }] } });
    expect(draft.statusCode, draft.body).toBe(200);
    const published = await h.app.inject({ method: 'POST', url: '/api/studio/publish/def.page.home', headers });
    expect(published.statusCode, published.body).toBe(200);
    const rows = await db.db.query<{ checked_by: string; body: { pages: Record<string, { title: { en: string } }> } | string }>(
      'SELECT checked_by, body FROM definition_releases ORDER BY seq DESC LIMIT 1');
    const body = typeof rows[0]?.body === 'string' ? JSON.parse(rows[0].body) as { pages: Record<string, { title: { en: string } }> } : rows[0]?.body;
    expect(rows[0]?.checked_by).toBe('olga@shop.test');
    expect(body?.pages.home?.title.en).toBe('Published home');
    expect((await served()).pages.home?.title.en).toBe('Published home');
  });

  it('after a restart with an unchecked set in the lake, the newest checked one is served', async () => {
    const before = await served();
    await h.client.patch('def.page.home').set({ 'body.title': 'not a text' }).commit();
    await h.close();
    h = await startLake({ db });
    const after = await served();
    expect(after.pages.home?.title.en).toBe(before.pages.home?.title.en);
    const home = await h.client.getDocument<{ body: { title: unknown } }>('def.page.home');
    expect(home?.body.title).toBe('not a text');
  });
});
