// Studio API: admin-only, publish gated by the kind's schema + the full graph lint, drafts, revert.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentIssues } from '../../src/server/studio/content-checks';
import type { Issue } from '../../src/definitions/types';
import { type MemoryLake } from './studio-memory-lake';
import { studioRoutesApp } from './studio-routes-app';

const ROOT = resolve(import.meta.dirname, '../..');
const TOKEN = 'studio-test-token';
const auth = { authorization: `Bearer ${TOKEN}` };
const journey = (): Record<string, unknown> & { steps: Array<Record<string, unknown>> } =>
  JSON.parse(readFileSync(resolve(ROOT, 'flows/journeys/prepaid-sim.json'), 'utf8')) as Record<string, unknown> & { steps: Array<Record<string, unknown>> };
const banner = (title: string) => ({
  _id: 'drafts.banner-test', _type: 'banner', code: 'banner-test', order: 1,
  en: { title, img_main_dsk_webp: '/images/a.webp', img_main_mob_webp: '/images/b.webp' },
  id: { title: `${title} (id)`, img_main_dsk_webp: '/images/a.webp', img_main_mob_webp: '/images/b.webp' },
});

let app: FastifyInstance;
let lake: MemoryLake;

beforeAll(async () => {
  ({ app, lake } = await studioRoutesApp(TOKEN));
});
afterAll(async () => { await app.close(); });

async function draft(doc: Record<string, unknown> & { _id: string; _type: string }): Promise<void> {
  await lake.mutate([{ createOrReplace: doc }]);
}
const journeyDraft = (body: unknown) => ({ _id: 'drafts.def.journey.prepaid-sim', _type: 'definition', kind: 'journey', defId: 'prepaid-sim', body });
const publish = (id: string, headers: Record<string, string> = auth) => app.inject({ method: 'POST', url: `/api/studio/publish/${id}`, headers });

describe('studio auth', () => {
  it('refuses publish, types and history without the admin token', async () => {
    await draft(banner('No token'));
    for (const headers of [{}, { authorization: 'Bearer wrong' }] as Array<Record<string, string>>) {
      const res = await publish('banner-test', headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 401 });
    }
    expect((await app.inject({ url: '/api/studio/types' })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/studio/history/banner-test' })).statusCode).toBe(401);
    expect(lake.docs.has('banner-test')).toBe(false);
  });

  it('lists definition kinds and content types with self-contained form schemas', async () => {
    const res = await app.inject({ url: '/api/studio/types', headers: auth });
    const names = (res.json() as { types: Array<{ name: string }> }).types.map((t) => t.name);
    expect(names).toEqual(expect.arrayContaining(['def:site', 'def:fields', 'def:messages', 'def:errors', 'def:page', 'def:journey', 'banner']));
    const schema = await app.inject({ url: '/api/studio/schema/def:journey', headers: auth });
    expect(schema.statusCode).toBe(200);
    expect(schema.body).not.toContain('$ref');
  });
});

describe.sequential('studio publish', () => {
  const refusedWith = async (body: unknown, pattern: RegExp): Promise<Issue[]> => {
    await draft(journeyDraft(body));
    const res = await publish('def.journey.prepaid-sim');
    expect(res.statusCode).toBe(400);
    const issues = (res.json() as { issues: Issue[] }).issues;
    expect(issues.map((i) => `${i.file}#${i.pointer}: ${i.message}`).join('\n')).toMatch(pattern);
    expect(issues[0]?.file).toBe('flows/journeys/prepaid-sim.json');
    // Nothing published, the draft is kept for the editor to fix.
    expect(lake.docs.has('def.journey.prepaid-sim')).toBe(false);
    expect(lake.docs.has('drafts.def.journey.prepaid-sim')).toBe(true);
    return issues;
  };

  it('refuses a journey whose step becomes unreachable', async () => {
    const j = journey();
    j.steps[0] = { ...j.steps[0], next: [{ to: '@page:payment' }] };
    await refusedWith(j, /\/steps\/1: step 'recipient' is unreachable/);
  });

  it('refuses a next to a missing step', async () => {
    const j = journey();
    j.steps[0] = { ...j.steps[0], next: [{ to: 'nowhere' }] };
    await refusedWith(j, /\/steps\/0\/next\/0\/to: next target 'nowhere' is not a step/);
  });

  it('refuses an unknown widget', async () => {
    const j = journey();
    j.steps[1] = { ...j.steps[1], blocks: [{ widget: 'fancyCarousel' }] };
    await refusedWith(j, /\/steps\/1\/blocks\/0\/widget: unknown widget 'fancyCarousel'/);
  });

  it('refuses a body that fails the journey schema', async () => {
    const j = journey();
    j.steps[0] = { ...j.steps[0], path: 'no-slash' };
    await refusedWith(j, /\/steps\/0\/path: must match pattern/);
  });

  it('publishes a valid journey change: the published document takes the body and the draft disappears', async () => {
    const j = journey();
    j.steps[1] = { ...j.steps[1], title: { id: 'Data penerima (baru)', en: 'Recipient (new)' } };
    await draft(journeyDraft(j));
    const res = await publish('def.journey.prepaid-sim');
    expect(res.statusCode).toBe(200);
    expect(lake.docs.has('drafts.def.journey.prepaid-sim')).toBe(false);
    const published = lake.docs.get('def.journey.prepaid-sim');
    expect(published).toMatchObject({ _type: 'definition', kind: 'journey', defId: 'prepaid-sim' });
    expect(JSON.stringify(published?.body)).toContain('Recipient (new)');
  });

  it('publishes a new journey (a copy with its own paths) and a banner', async () => {
    const j = journey();
    j.id = 'prepaid-copy';
    j.entry = { ...(j.entry as object), path: '/prepaid-copy' };
    j.steps = j.steps.map((s) => ({ ...s, path: `/copy${String(s.path)}` }));
    await draft({ _id: 'drafts.def.journey.prepaid-copy', _type: 'definition', kind: 'journey', defId: 'prepaid-copy', body: j });
    expect((await publish('def.journey.prepaid-copy')).statusCode).toBe(200);

    await draft(banner('Valid banner'));
    expect((await publish('banner-test')).statusCode).toBe(200);
    expect(lake.docs.get('banner-test')).toMatchObject({ en: { title: 'Valid banner' } });
    expect(lake.docs.has('drafts.banner-test')).toBe(false);
  });

  it('refuses a banner that fails its content schema, and a publish without a draft', async () => {
    await draft({ ...banner('x'), order: -1 });
    const res = await publish('banner-test');
    expect(res.statusCode).toBe(400);
    expect((res.json() as { issues: Issue[] }).issues[0]).toMatchObject({ pointer: '/order' });
    await lake.mutate([{ delete: { id: 'drafts.banner-test' } }]);
    expect((await publish('banner-test')).statusCode).toBe(404);
  });

  it('reverts to an old revision as a new draft', async () => {
    const first = lake.docs.get('banner-test');
    await draft(banner('Second title'));
    const second = await publish('banner-test');
    expect(second.statusCode).toBe(200);
    expect(lake.docs.get('banner-test')).toMatchObject({ en: { title: 'Second title' } });
    // The answer names the new revision (the studio asks where it reached) and the one it replaced (its undo).
    expect(second.json()).toEqual({ published: 'banner-test', rev: lake.docs.get('banner-test')?._rev, previous: first?._rev });

    const history = await app.inject({ url: '/api/studio/history/banner-test', headers: auth });
    const revisions = (history.json() as { revisions: Array<{ rev: string; documentId: string }> }).revisions;
    expect(revisions.length).toBeGreaterThanOrEqual(2);
    const old = revisions.find((r) => r.rev === first?._rev && r.documentId === 'banner-test');
    expect(old).toBeDefined();

    const res = await app.inject({ method: 'POST', url: '/api/studio/revert/banner-test', headers: auth, payload: { revision: old?.rev } });
    expect(res.statusCode).toBe(200);
    expect(lake.docs.get('drafts.banner-test')).toMatchObject({ _type: 'banner', en: { title: 'Valid banner' } });
    // The published document is untouched until the revert is published.
    expect(lake.docs.get('banner-test')).toMatchObject({ en: { title: 'Second title' } });
    expect((await publish('banner-test')).statusCode).toBe(200);
    expect(lake.docs.get('banner-test')).toMatchObject({ en: { title: 'Valid banner' } });
  });

  it('says schema problems in the editor\'s words, at the field itself', async () => {
    const tile = { _id: 'quickActionTile.words', _type: 'quickActionTile', id: 'words', order: 9, title: { id: '', en: 'Test' }, img: '/content/tile-postpaid.webp', to: '/order', kind: 'gold' };
    const res = await app.inject({ method: 'POST', url: '/api/studio/validate', headers: auth, payload: { id: tile._id, doc: tile } });
    const errors = (res.json() as { errors: Array<Issue & { text?: { id: string; en: string } }> }).errors;
    expect(errors).toEqual(expect.arrayContaining([
      // Filled in one language only: said as such, naming the field (both-languages.ts).
      expect.objectContaining({ pointer: '/title/id', text: expect.objectContaining({ en: '"Title" is filled in English but empty in Indonesian: fill in both languages.' }) }),
      expect.objectContaining({ pointer: '/kind', text: expect.objectContaining({ en: expect.stringMatching(/^Choose one of: postpaid, /) }) }),
    ]));
    const { img: _img, ...withoutImage } = tile;
    const missing = await app.inject({ method: 'POST', url: '/api/studio/validate', headers: auth, payload: { id: tile._id, doc: { ...withoutImage, kind: 'postpaid', title: { id: 'Uji', en: 'Test' } } } });
    expect((missing.json() as { errors: Array<Issue & { text?: { en: string } }> }).errors).toEqual([
      expect.objectContaining({ pointer: '/img', text: { id: 'Wajib diisi.', en: 'This is required: fill it in.' } }),
    ]);
  });

  it('refuses a lake image heavier than a phone should wait for, with its weight and how to fix it', async () => {
    const sha = 'a'.repeat(40);
    await lake.mutate([{ createOrReplace: { _id: `image-${sha}-2400x800-jpg`, _type: 'sanity.imageAsset', size: 850 * 1024, mimeType: 'image/jpeg' } }]);
    await lake.mutate([{ createOrReplace: { _id: `image-${'b'.repeat(40)}-1200x400-webp`, _type: 'sanity.imageAsset', size: 40 * 1024, mimeType: 'image/webp' } }]);
    const heavy = `http://127.0.0.1:8080/images/production/${sha}-2400x800.jpg`;
    const light = `/images/production/${'b'.repeat(40)}-1200x400.webp`;
    const doc = { ...banner('Heavy'), _id: 'banner-test' };
    doc.en.img_main_dsk_webp = heavy;
    doc.id.img_main_dsk_webp = light;
    const res = await app.inject({ method: 'POST', url: '/api/studio/validate', headers: auth, payload: { id: 'banner-test', doc } });
    const errors = (res.json() as { errors: Array<Issue & { text: { id: string; en: string } }> }).errors;
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ pointer: '/en/img_main_dsk_webp', text: { en: expect.stringContaining('This image weighs 850 KB (2400×800 px)'), id: expect.stringContaining('Gambar ini berukuran 850 KB') } });
  });

  it('refuses a maintenance window that ends before it starts, in both languages', async () => {
    const window = { _id: 'drafts.maintenanceWindow.test', _type: 'maintenanceWindow', title: 'Test', startsAt: '2026-12-01T05:00:00+07:00', endsAt: '2026-12-01T03:00:00+07:00', image: { id: '/content/maintenance-id.webp', en: '/content/maintenance-en.webp' } };
    await draft(window);
    const res = await publish('maintenanceWindow.test');
    expect(res.statusCode).toBe(400);
    const body = res.json() as { message: string; issues: Array<Issue & { text: { id: string; en: string } }> };
    expect(body.message).toBe('Not published: The window ends before or at the moment it starts, so it would never show. Set "Ends" after "Starts".');
    expect(body.issues[0]).toMatchObject({ pointer: '/endsAt', text: { id: expect.stringContaining('Atur "Selesai" setelah "Mulai"'), en: expect.stringContaining('Set "Ends" after "Starts"') } });
    expect(lake.docs.has('maintenanceWindow.test')).toBe(false);
    // Ending exactly at its start is empty too; one minute later is fine.
    await draft({ ...window, endsAt: window.startsAt });
    expect((await publish('maintenanceWindow.test')).statusCode).toBe(400);
    await draft({ ...window, endsAt: '2026-12-01T05:01:00+07:00' });
    expect((await publish('maintenanceWindow.test')).statusCode).toBe(200);
  });

  it('refuses a tile or a promo link that opens no page of the shop; routes with parameters and web addresses pass', async () => {
    const tile = { _id: 'drafts.quickActionTile.test', _type: 'quickActionTile', id: 'test', order: 9, title: { id: 'Uji', en: 'Test' }, img: '/content/tile-postpaid.webp', to: '/order-postpaidd', kind: 'postpaid' };
    await draft(tile);
    const res = await publish('quickActionTile.test');
    expect(res.statusCode).toBe(400);
    const issue = (res.json() as { issues: Array<Issue & { text: { id: string; en: string } }> }).issues[0];
    expect(issue).toMatchObject({ pointer: '/to', text: { id: expect.stringContaining("Tautan '/order-postpaidd' tidak membuka halaman"), en: expect.stringContaining("The link '/order-postpaidd' opens no page of the shop") } });
    const check = await app.inject({ method: 'POST', url: '/api/studio/validate', headers: auth, payload: { id: 'quickActionTile.test', doc: tile } });
    expect((check.json() as { errors: Issue[] }).errors).toHaveLength(1);
    // Links under other names are checked too (a roaming promo's cta_uri, a package's url); tel: and web addresses pass.
    const routes = ['/', '/promo/:promo_code', '/order'];
    expect(contentIssues({ id: { cta_uri: '/promo/asia' }, en: { cta_uri: '/promos/asia' } }, 'roamingPromo.x', routes).map((i) => i.pointer)).toEqual(['/en/cta_uri']);
    expect(contentIssues({ url: 'tel:185', link: 'https://example.com/x', href: '//cdn.example.com' }, 'x', routes)).toEqual([]);
    for (const to of ['/order-postpaid', '/promo/SUMMER?utm_source=tile', '/activate/ORDER1/a@b.co', '/']) {
      await draft({ ...tile, to });
      expect((await publish('quickActionTile.test')).statusCode, to).toBe(200);
    }
  });

  it('validate reports the same reasons without publishing', async () => {
    const j = journey();
    j.entry = { ...(j.entry as object), goto: 'missing' };
    const res = await app.inject({ method: 'POST', url: '/api/studio/validate', headers: auth, payload: { id: 'drafts.def.journey.prepaid-sim', doc: journeyDraft(j) } });
    expect(res.statusCode).toBe(200);
    expect(JSON.stringify(res.json())).toMatch(/entry goes to 'missing'/);
  });
});
