// The studio API against the real local lake (PGlite, seeded content) over HTTP, as the browser
// studio and @sanity/client use it: auth, refused and accepted publishes, history and revert.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Issue } from '../../src/definitions/types';
import { ADMIN, startLake, type LakeHarness } from './lake-harness';

let h: LakeHarness;
beforeAll(async () => { h = await startLake(); }, 120_000);
afterAll(async () => { await h?.close(); });

type Doc = Record<string, unknown> & { _id: string; _type: string; _rev?: string };
const call = async (method: 'GET' | 'POST', path: string, body?: unknown, token: string | null = ADMIN) => {
  const res = await fetch(`${h.url}${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};
const raw = (id: string) => h.client.getDocument<Doc>(id, { tag: 'studio-test' });
const system = new Set(['_rev', '_createdAt', '_updatedAt']);
const strip = (d: Doc): Doc => Object.fromEntries(Object.entries(d).filter(([k]) => !system.has(k))) as Doc;

describe('studio on the real lake', () => {
  it('refuses every studio call without the admin token', async () => {
    expect((await call('POST', '/api/studio/publish/banner.welcome', undefined, null)).status).toBe(401);
    expect((await call('POST', '/api/studio/publish/banner.welcome', undefined, 'wrong')).status).toBe(401);
    expect((await call('GET', '/api/studio/types', undefined, null)).status).toBe(401);
    expect((await call('POST', '/api/studio/revert/banner.welcome', { revision: 'x' }, null)).status).toBe(401);
    const session = await call('GET', '/api/studio/session');
    expect(session.body).toEqual({ ok: true, dataset: 'production', apiVersion: '2025-02-19', who: { name: 'admin token', author: 'admin token', role: 'admin', via: 'token' } });
  });
});

describe.sequential('studio publish and revert on the real lake', () => {
  it('refuses a journey with an unknown widget; nothing is published and the draft stays', async () => {
    const published = await raw('def.journey.prepaid-sim');
    expect(published).toBeTruthy();
    const body = structuredClone(published?.body) as { steps: Array<{ blocks: Array<{ widget: string }> }> };
    body.steps[1]!.blocks[0]!.widget = 'fancyCarousel';
    await h.client.createOrReplace({ ...strip(published as Doc), _id: 'drafts.def.journey.prepaid-sim', body });
    const res = await call('POST', '/api/studio/publish/def.journey.prepaid-sim');
    expect(res.status).toBe(400);
    expect(res.body.issues as Issue[]).toContainEqual({ file: 'flows/journeys/prepaid-sim.json', pointer: '/steps/1/blocks/0/widget', message: "unknown widget 'fancyCarousel'" });
    expect((await raw('def.journey.prepaid-sim'))?._rev).toBe(published?._rev);
    expect(await raw('drafts.def.journey.prepaid-sim')).toBeTruthy();
    await h.client.delete('drafts.def.journey.prepaid-sim');
  });

  it('publishes a valid journey change: /api/definitions serves it and the draft is gone', async () => {
    const published = await raw('def.journey.prepaid-sim') as Doc;
    const body = structuredClone(published.body) as { steps: Array<{ title: { id: string; en: string } }> };
    body.steps[1]!.title = { id: 'Penerima (studio)', en: 'Recipient (studio)' };
    await h.client.createOrReplace({ ...strip(published), _id: 'drafts.def.journey.prepaid-sim', body });
    const res = await call('POST', '/api/studio/publish/def.journey.prepaid-sim');
    expect(res.status).toBe(200);
    expect(await raw('drafts.def.journey.prepaid-sim')).toBeFalsy();
    const defs = await call('GET', '/api/definitions', undefined, null);
    const journeys = defs.body.journeys as Record<string, { steps: Array<{ title: { en: string } }> }>;
    expect(journeys['prepaid-sim']?.steps[1]?.title.en).toBe('Recipient (studio)');
    // Put it back through the studio too.
    await h.client.createOrReplace({ ...strip(published), _id: 'drafts.def.journey.prepaid-sim' });
    expect((await call('POST', '/api/studio/publish/def.journey.prepaid-sim')).status).toBe(200);
  });

  it('publishes a banner, lists its revisions and reverts an old one as a draft', async () => {
    const original = (await raw('banner.esim')) as unknown as Doc & { id: { title: string } };
    const edit = async (title: string) => {
      await h.client.createOrReplace({ ...strip(original), _id: 'drafts.banner.esim', id: { ...original.id, title } });
      const res = await call('POST', '/api/studio/publish/banner.esim');
      expect(res.status).toBe(200);
    };
    await edit('Studio one');
    const afterOne = await raw('banner.esim');
    await edit('Studio two');
    const banners = await call('GET', '/api/ui/banner/top', undefined, null);
    expect(JSON.stringify(banners.body)).toContain('Studio two');

    const history = await call('GET', '/api/studio/history/banner.esim');
    const revisions = history.body.revisions as Array<{ rev: string; documentId: string; operation?: string }>;
    expect(revisions.some((r) => r.rev === afterOne?._rev && r.documentId === 'banner.esim')).toBe(true);

    const revert = await call('POST', '/api/studio/revert/banner.esim', { revision: afterOne?._rev, documentId: 'banner.esim' });
    expect(revert.status).toBe(200);
    expect((await raw('drafts.banner.esim'))?.id).toMatchObject({ title: 'Studio one' });
    expect((await raw('banner.esim'))?.id).toMatchObject({ title: 'Studio two' });
    expect((await call('POST', '/api/studio/revert/banner.esim', { revision: 'nosuchrev' })).status).toBe(404);

    await h.client.transaction().createOrReplace(strip(original)).delete('drafts.banner.esim').commit();
  });

  it('answers 400 in the envelope, never a 5xx, to a revision string no revision can have', async () => {
    for (const revision of ['no-such-rev', '../x', 'a b', '%', 'x'.repeat(65), 'a\u0000b', '\ud800', '', '🙂', "'; DROP TABLE x"]) {
      const res = await call('POST', '/api/studio/revert/banner.esim', { revision });
      expect(res.status, JSON.stringify(revision)).toBe(400);
      expect(res.body).toMatchObject({ code: 400, errors: { field: expect.stringMatching(/revision$/) } });
    }
    // The lake's own history route checks it too (the studio may talk to it through another path).
    const lake = await call('GET', '/v2025-02-19/data/history/production/documents/banner.esim?revision=a%20b');
    expect(lake.status).toBe(400);
    expect(lake.body).toMatchObject({ code: 400, error: { type: 'httpBadRequest' } });
  });

  it('refuses a publish whose draft changed since the editor loaded it', async () => {
    const original = await raw('banner.esim') as Doc;
    await h.client.createOrReplace({ ...strip(original), _id: 'drafts.banner.esim' });
    const res = await call('POST', '/api/studio/publish/banner.esim', { rev: 'stale' });
    expect(res.status).toBe(409);
    await h.client.delete('drafts.banner.esim');
  });
});
