// Content reads in preview: with the studio's credentials and ?preview=1 a saved draft shows in place
// of its published document; without them preview is refused and visitors never see drafts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startLake, type LakeHarness } from './lake-harness';

let h: LakeHarness;
beforeAll(async () => { h = await startLake(); }, 120_000);
afterAll(async () => { await h?.close(); });

const get = async (path: string, headers: Record<string, string> = {}) => {
  const res = await fetch(`${h.url}${path}`, { headers });
  return { status: res.status, cache: res.headers.get('cache-control'), body: (await res.json()) as Record<string, unknown> };
};
const admin = { authorization: `Bearer ${ADMIN}` };
const titles = (body: Record<string, unknown>): string[] => (body.promo as Array<{ en: { title: string } }>).map((b) => b.en.title);

describe('content preview', () => {
  it('shows a banner draft only to a preview with the studio credentials', async () => {
    const [published] = await h.client.fetch<Array<Record<string, unknown>>>('*[_type == "banner"] | order(order asc)');
    expect(published).toBeTruthy();
    const id = String(published?._id);
    const en = published?.en as Record<string, unknown>;
    await h.client.createOrReplace({ ...published, _id: `drafts.${id}`, _type: 'banner', en: { ...en, title: 'Draft title only in preview' } });

    const visitor = await get('/api/ui/banner/top');
    expect(titles(visitor.body)).not.toContain('Draft title only in preview');
    const preview = await get('/api/ui/banner/top?preview=1', admin);
    expect(preview.status).toBe(200);
    expect(preview.cache).toBe('no-store');
    expect(titles(preview.body)).toContain('Draft title only in preview');
    expect(titles(preview.body)).toHaveLength(titles(visitor.body).length);

    expect((await get('/api/ui/banner/top?preview=1')).status).toBe(401);
    expect((await get('/api/ui/banner/top?preview=1', { authorization: 'Bearer nope' })).status).toBe(401);
    expect((await get('/api/ui/promos?preview=1')).status).toBe(401);
    expect((await get('/api/ui/banner/top?preview=maybe', admin)).status).toBe(400);
    await h.client.delete(`drafts.${id}`);
  });

  it('reads promos, FAQ and the other lists in preview too', async () => {
    for (const path of ['/api/ui/promos', '/api/ui/faq', '/api/ui/services', '/api/ui/tiles', '/api/ui/promo/roaming', '/api/ui/maintenance', '/api/web/prepaid/packages']) {
      expect((await get(`${path}?preview=1`, admin)).status, path).toBe(200);
    }
  });
});
