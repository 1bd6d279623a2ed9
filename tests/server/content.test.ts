// The content API (docs/contracts.md 'Content API') on the seeded lake, read through the content client.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { ContentReader } from '../../src/server/content/reader';
import { PublishedDefinitions } from '../../src/server/content/definitions-release';
import { parsedDefinition, releaseDefinitions } from '../../src/server/content/published-definitions';
import { EMPTY_SITE, parseSite } from '../../src/server/content/site-definition';
import { ContentSource } from '../../src/server/content/source';
import { ADMIN, startLake, type LakeHarness } from './lake-harness';

let h: LakeHarness;
beforeAll(async () => { h = await startLake(); }, 120_000);
afterAll(async () => { await h?.close(); });

const get = async <T>(path: string, headers: Record<string, string> = {}) => {
  const res = await fetch(`${h.url}${path}`, { headers });
  return { status: res.status, body: (await res.json()) as T };
};
const text = { id: expect.any(String), en: expect.any(String) };

describe('home content', () => {
  it('GET /api/ui/banner/top: banners with both languages (A37)', async () => {
    const { status, body } = await get<{ promo: unknown[] }>('/api/ui/banner/top');
    expect(status).toBe(200);
    expect(body.promo).toHaveLength(3);
    const lang = { code: 'welcome', title: expect.any(String), img_main_dsk_webp: expect.stringMatching(/\.webp$/), img_main_mob_webp: expect.stringMatching(/\.webp$/) };
    expect(body.promo[0]).toEqual({ code: 'welcome', en: lang, id: lang });
  });

  it('GET /api/web/:type/packages?language= sells catalogue packages at their catalogue name and price; unknown type or language 400', async () => {
    const en = await get<{ products: Array<Record<string, unknown>> }>('/api/web/prepaid/packages?language=EN');
    expect(en.body.products).toHaveLength(3);
    // The card of package 2 is what /order sells: 30GB Internet 30 days at Rp100.000, and its link chooses it.
    expect(en.body.products[0]).toEqual({
      package_id: 2, product_name: '30GB Internet 30 days', product_name_2: '30 days', benefits: ['30GB main quota', 'Free on-net calls'],
      price: 100000, ribbon: 'Best Seller', url: '/order?package=2',
    });
    const order = await get<{ packages: Array<{ id: number; name: string; value: number }> }>('/api/v3/number/packages?type=prepaid&language=en');
    for (const card of en.body.products) {
      const pkg = order.body.packages.find((p) => p.id === card.package_id);
      expect(pkg, `package ${String(card.package_id)}`).toBeDefined();
      expect([card.product_name, card.price]).toEqual([pkg?.name, pkg?.value]);
    }
    const id = await get<{ products: Array<{ product_name: string; url: string }> }>('/api/web/postpaid/packages');
    expect(id.body.products.map((p) => p.url)).toEqual(['/order-postpaid?package=7', '/order-postpaid?package=8', '/order-postpaid?package=9']);
    expect(id.body.products[0].product_name).toBe('Platinum 50GB');
    const bad = await get<{ code: number }>('/api/web/other/packages');
    expect([bad.status, bad.body.code]).toEqual([400, 400]);
    // A language the shop does not have is refused, as the catalogue's own read refuses it.
    const badLanguage = await get<{ code: number }>('/api/web/prepaid/packages?language=..%2F..%2F');
    expect([badLanguage.status, badLanguage.body.code]).toEqual([400, 400]);
  });

  it('GET /api/ui/promo/roaming', async () => {
    const { body } = await get<{ promo: Array<{ code: string; en: Record<string, string> }> }>('/api/ui/promo/roaming');
    expect(body.promo.map((p) => p.code)).toEqual(['asia', 'umroh']);
    expect(Object.keys(body.promo[0].en).sort()).toEqual(['code', 'cta_uri', 'img_item_dsk_webp', 'img_item_mob_webp', 'title']);
  });

  it('GET /api/ui/tiles: a prepaid tile shows only with both titles and the image in the tactical setting', async () => {
    const kinds = async () => (await get<{ tiles: Array<{ kind: string; title: unknown; img: string; to: string }> }>('/api/ui/tiles')).body.tiles;
    // The seed offers only tiles whose journeys exist; the rule is tried on tiles of every kind made here.
    const seeded = await kinds();
    expect(seeded.map((t) => [t.kind, t.to])).toEqual([['postpaid', '/order-postpaid'], ['prepaidSim', '/order']]);
    const tile = (kind: string, to: string) => ({
      _id: `quickActionTile.test-${kind}`, _type: 'quickActionTile', id: `test-${kind}`, kind, to, order: 0,
      title: { id: `Ubin ${kind}`, en: `Tile ${kind}` }, img: '/content/tile-postpaid.webp',
    });
    for (const [kind, to] of [['prepaidEsim', '/esim/order/prepaid']] as const) {
      await h.client.createOrReplace(tile(kind, to));
    }
    const all = await kinds();
    expect(all.map((t) => t.kind).sort()).toEqual(['postpaid', 'prepaidEsim', 'prepaidSim']);
    expect(all.find((t) => t.kind === 'prepaidEsim')?.title).toEqual({ id: 'Beli eSIM Prabayar', en: 'Buy Prepaid eSIM' });
    const id = 'setting.oa.api.prepaid.tactical';
    const original = await h.client.getDocument<{ value: string }>(id);
    const value = JSON.parse(original?.value ?? '{}') as Record<string, unknown>;
    for (const missing of ['esim_title_id', 'esim_title_en', 'esim_img']) {
      const { [missing]: _drop, ...rest } = value;
      await h.client.patch(id).set({ value: JSON.stringify(rest) }).commit();
      expect((await kinds()).map((t) => t.kind).sort(), missing).toEqual(['postpaid', 'prepaidSim']);
    }
    await h.client.patch(id).set({ value: JSON.stringify({ ...value, sim_prepaid_img: '' }) }).commit();
    expect((await kinds()).map((t) => t.kind).sort()).toEqual(['postpaid', 'prepaidEsim']);
    await h.client.patch(id).set({ value: original?.value ?? '' }).commit();
    for (const kind of ['prepaidEsim']) await h.client.delete(`quickActionTile.test-${kind}`);
    expect(await kinds()).toHaveLength(2);
  });

  it('GET /api/settings/:name reads the lake (shape kept); unknown 404', async () => {
    const s = await get<{ name: string; value: string }>('/api/settings/oa.api.delivery.delay.info');
    expect(s.body.name).toBe('oa.api.delivery.delay.info');
    expect(JSON.parse(s.body.value)).toMatchObject({ active: false });
    await h.client.patch('setting.oa.api.delivery.delay.info').set({ value: '{"active":true,"id":"x","en":"y"}' }).commit();
    expect(JSON.parse((await get<{ value: string }>('/api/settings/oa.api.delivery.delay.info')).body.value)).toEqual({ active: true, id: 'x', en: 'y' });
    expect((await get('/api/settings/nope')).status).toBe(404);
  });
});

describe('content pages', () => {
  it('GET /api/ui/promos and /api/ui/promos/:code (Portable Text bodies in both languages); unknown 404', async () => {
    const { body } = await get<{ promos: Array<{ code: string; body: { id: Array<{ _type: string; children: Array<{ text: string }> }>; en: unknown[] } }> }>('/api/ui/promos');
    expect(body.promos).toHaveLength(6);
    // Every home banner and roaming card has its promo, with a buy button and terms.
    expect(body.promos.map((p) => p.code)).toEqual(expect.arrayContaining(['welcome', 'esim', 'platinum', 'roaming-umroh', 'roaming-asia']));
    // The postpaid (Platinum) promo's button opens the postpaid order.
    for (const [code, to] of [['esim', '/order'], ['platinum', '/order-postpaid'], ['roaming-umroh', '/order']]) {
      const p = await get<{ promo: { cta?: { to: string }; terms?: { id: string[]; en: string[] }; endsAt?: string } }>(`/api/ui/promos/${code}`);
      expect(p.body.promo).toMatchObject({ cta: { to }, terms: { id: expect.arrayContaining([expect.any(String)]), en: expect.arrayContaining([expect.any(String)]) }, endsAt: expect.any(String) });
    }
    expect(body.promos[0].body.id[0]).toMatchObject({ _type: 'block', children: [{ text: expect.any(String) }] });
    const one = await get<{ promo: { code: string; title: unknown } }>('/api/ui/promos/welcome');
    expect(one.body.promo).toMatchObject({ code: 'welcome', title: text, summary: text, image: text });
    const missing = await get<{ code: number }>('/api/ui/promos/nope');
    expect([missing.status, missing.body.code]).toEqual([404, 404]);
  });

  it('a promo outside its dates is not listed', async () => {
    await h.client.patch('promo.esim-free').set({ endsAt: '2024-01-02T00:00:00+07:00' }).commit();
    const { body } = await get<{ promos: Array<{ code: string }> }>('/api/ui/promos');
    expect(body.promos.map((p) => p.code)).not.toContain('esim-free');
    expect((await get('/api/ui/promos/esim-free')).status).toBe(404);
    await h.client.patch('promo.esim-free').unset(['endsAt']).commit();
  });

  it('GET /api/ui/faq and /api/ui/services', async () => {
    const faq = await get<{ faq: unknown[] }>('/api/ui/faq');
    expect(faq.body.faq).toHaveLength(5);
    expect(faq.body.faq[0]).toEqual({ question: text, answer: text });
    const services = await get<{ services: unknown[] }>('/api/ui/services');
    expect(services.body.services).toHaveLength(4);
    expect(services.body.services[0]).toEqual({ title: text, text, img: expect.stringMatching(/^\/content\//) });
  });

  it('an invalid document is skipped, not a 500', async () => {
    await h.client.createOrReplace({ _id: 'faq.broken', _type: 'faq', order: 0, question: 'not bilingual' });
    const faq = await get<{ faq: unknown[] }>('/api/ui/faq');
    expect(faq.status).toBe(200);
    expect(faq.body.faq).toHaveLength(5);
    await h.client.delete('faq.broken');
  });
});

describe('maintenance (A12: half-open window on server time)', () => {
  type M = { now: string; active: { startsAt: string; image: unknown } | null; next: { startsAt: string } | null };
  const at = async (iso: string) => { h.clock.now = new Date(iso); return (await get<M>('/api/ui/maintenance')).body; };
  afterAll(() => { h.clock.now = new Date(); });

  it('active inside the window, not before, not from the end on', async () => {
    const before = await at('2024-08-23T02:59:59+07:00');
    expect(before.active).toBeNull();
    expect(before.next?.startsAt).toBe('2024-08-23T03:00:00+07:00');
    expect(before.now).toBe('2024-08-22T19:59:59.000Z');
    const start = await at('2024-08-23T03:00:00+07:00');
    expect(start.active).toMatchObject({ startsAt: '2024-08-23T03:00:00+07:00', endsAt: '2024-08-23T05:30:00+07:00', image: text });
    expect((await at('2024-08-23T05:29:59.999+07:00')).active).not.toBeNull();
    const end = await at('2024-08-23T05:30:00+07:00');
    expect(end.active).toBeNull();
    expect(end.next).toBeNull();
  });
});

describe('definitions', () => {
  it('GET /api/definitions assembles the published definition documents', async () => {
    const { status, body } = await get<{ version: number; site: { paymentMethods: unknown[] }; fields: { fields: object }; messages: object; errors: { errors: object }; pages: Record<string, { path: string }>; journeys: Record<string, { id: string }> }>('/api/definitions');
    expect(status).toBe(200);
    expect(body.version).toBeGreaterThanOrEqual(1);
    expect(body.site.paymentMethods.length).toBeGreaterThan(0);
    expect(Object.keys(body.fields.fields)).toContain('recipientPhone');
    expect(body.pages.home.path).toBe('/');
    expect(body.journeys['prepaid-sim'].id).toBe('prepaid-sim');
  });

  it('?preview=1 with the admin token overlays drafts; without the token 401', async () => {
    const home = await h.client.getDocument<{ body: { title: { id: string; en: string } } }>('def.page.home');
    const draftBody = { ...home?.body, title: { id: 'Draf', en: 'Draft' } };
    await h.client.createOrReplace({ _id: 'drafts.def.page.home', _type: 'definition', kind: 'page', defId: 'home', body: draftBody });
    const pub = await get<{ pages: Record<string, { title: { en: string } }> }>('/api/definitions');
    expect(pub.body.pages.home.title.en).not.toBe('Draft');
    const prev = await get<{ pages: Record<string, { title: { en: string } }> }>('/api/definitions?preview=1', { authorization: `Bearer ${ADMIN}` });
    expect(prev.body.pages.home.title.en).toBe('Draft');
    expect((await get('/api/definitions?preview=1')).status).toBe(401);
    await h.client.delete('drafts.def.page.home');
  });

  it('the server acts on the set it serves: the lake\'s when checked, flows/ for a kind that set lacks', async () => {
    const source = new ContentSource(h.app, { adminToken: ADMIN });
    const reader = new ContentReader(source, h.app.log);
    const flows = mkdtempSync(join(tmpdir(), 'flows-'));
    writeFileSync(join(flows, 'site.json'), JSON.stringify({ version: 1, constants: { sharedBankCode: '111' }, paymentMethods: [] }));
    try {
      const published = new PublishedDefinitions(reader, flows);
      const defs = releaseDefinitions(published, flows);
      const site = parsedDefinition(() => defs.body('site', 'site'), parseSite, EMPTY_SITE);
      const doc = await h.client.getDocument<{ body: { constants: Record<string, unknown> } }>('def.site.site');
      await h.client.patch('def.site.site').set({ 'body.constants.sharedBankCode': '555' }).commit();
      published.invalidate();
      expect((await site()).constants.sharedBankCode).toBe('555');
      await h.client.delete('def.site.site');
      published.invalidate();
      expect((await site()).constants.sharedBankCode).toBe('111');
      rmSync(join(flows, 'site.json'));
      // Neither the lake nor flows/: the last good one stays.
      expect((await site()).constants.sharedBankCode).toBe('111');
      await h.client.createOrReplace({ _id: 'def.site.site', _type: 'definition', kind: 'site', defId: 'site', body: doc?.body });
    } finally {
      rmSync(flows, { recursive: true, force: true });
    }
  });
});

describe('failed lake reads', () => {
  it('are logged and become an empty list', async () => {
    const errors: unknown[] = [];
    const log = { error: (o: unknown) => errors.push(o), warn: () => undefined } as unknown as FastifyBaseLogger;
    const broken = { get: () => Promise.reject(new Error('lake down')) } as unknown as ContentSource;
    expect(await new ContentReader(broken, log).list('faq')).toEqual([]);
    expect(errors).toHaveLength(1);
  });
});

describe('GET /api/live', () => {
  it('emits a mutation event after a publish, none for drafts', async () => {
    const ctrl = new AbortController();
    const res = await fetch(`${h.url}/api/live`, { signal: ctrl.signal });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let buf = '';
    // One pump reads the stream into buf; until() polls buf.
    void (async () => {
      for (;;) {
        const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
        if (done) return;
        buf += decoder.decode(value, { stream: true });
      }
    })();
    const until = async (needle: string, ms = 10_000) => {
      const deadline = Date.now() + ms;
      while (!buf.includes(needle)) {
        if (Date.now() > deadline) throw new Error(`timed out waiting for ${needle}: ${buf}`);
        await new Promise((r) => setTimeout(r, 20));
      }
    };
    await until('event: welcome');
    // The relay's upstream listener connects asynchronously: publish until the first event comes through.
    const mutationCount = () => buf.split('\n\n').filter((b) => b.startsWith('event: mutation')).length;
    for (let i = 0; mutationCount() === 0; i++) {
      await h.client.patch('faq.2').set({ 'question.en': `warm-up ${i}` }).commit();
      await until('event: mutation', 250).catch(() => undefined);
    }
    const seen = mutationCount();
    await h.client.createOrReplace({ _id: 'drafts.faq.1', _type: 'faq', order: 1, question: { id: 'd', en: 'd' }, answer: { id: 'd', en: 'd' } });
    await h.client.patch('faq.1').set({ 'question.en': 'Published change' }).commit();
    await until('"documentId":"faq.1"');
    const events = buf.split('\n\n').filter((b) => b.startsWith('event: mutation')).slice(seen);
    expect(events).toHaveLength(1);
    const data = JSON.parse(events[0].split('\n').find((l) => l.startsWith('data: '))!.slice(6)) as { rev: string };
    expect(data).toEqual({ rev: expect.stringMatching(/^[A-Za-z0-9]+$/), documentId: 'faq.1', type: 'faq', transition: 'update' });

    // The studio asks whether that revision reached the open pages: this one stream.
    const reach = async (rev: string, auth = true) => fetch(`${h.url}/api/studio/live-reach/faq.1?rev=${rev}`, auth ? { headers: { authorization: `Bearer ${ADMIN}` } } : {});
    expect((await reach(data.rev, false)).status).toBe(401);
    expect((await reach('not a revision')).status).toBe(400);
    expect(await (await reach(data.rev)).json()).toEqual({ reached: true, pages: 1, at: expect.any(String) });
    ctrl.abort();
    // With no page open nothing can be delivered, and the studio is told so at once.
    await expect.poll(async () => ((await (await reach('nothingDelivered')).json()) as { reason?: string }).reason).toBe('no-open-pages');
    await h.client.delete('drafts.faq.1');
  });
});

describe('npm run cms:push / cms:pull against the local lake', () => {
  const run = (script: string, env: Record<string, string>) =>
    promisify(execFile)(process.execPath, ['--import', 'tsx', resolve(import.meta.dirname, `../../scripts/${script}`)], { env: { ...process.env, ...env } });

  it('push writes flows/ + cms/seed into the dataset; pull writes them back', async () => {
    const env = { CMS_URL: h.url, ADMIN_TOKEN: ADMIN, SANITY_PROJECT_ID: '' };
    await h.client.createOrReplace({ _id: 'faq.9', _type: 'faq', order: 9, question: { id: 'q', en: 'q' }, answer: { id: 'a', en: 'a' } });
    await h.client.patch('def.page.home').set({ 'body.title.en': 'Changed in the lake' }).commit();
    expect((await run('cms-push.ts', env)).stdout).toMatch(/pushed \d+ documents/);
    // push restores what flows/ says
    expect((await h.client.getDocument<{ body: { title: { en: string } } }>('def.page.home'))?.body.title.en).not.toBe('Changed in the lake');
    const dir = mkdtempSync(join(tmpdir(), 'cms-pull-'));
    try {
      await h.client.patch('def.page.home').set({ 'body.title.en': 'Pulled title' }).commit();
      await run('cms-pull.ts', { ...env, CMS_PULL_DIR: dir });
      expect((JSON.parse(readFileSync(join(dir, 'flows/pages/home.json'), 'utf8')) as { title: { en: string } }).title.en).toBe('Pulled title');
      expect(JSON.parse(readFileSync(join(dir, 'flows/journeys/prepaid-sim.json'), 'utf8'))).toMatchObject({ id: 'prepaid-sim' });
      const seed = readFileSync(join(dir, 'cms/seed/production.ndjson'), 'utf8');
      expect(seed).toContain('"_id":"faq.9"');
      expect(seed).not.toContain('_rev');
    } finally {
      rmSync(dir, { recursive: true, force: true });
      await h.client.delete('faq.9');
    }
  }, 60_000);
});
