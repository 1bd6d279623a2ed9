// Kept versions: a visit pinned to the set its journey began on reads it by version with ?kept=1
// while it is the current set, the deploy's flows/ or one of the last KEPT checked releases; an
// evicted or unknown version answers the catalogue's 40107 (never a 5xx, never a redirect).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CheckedReleases, KEPT } from '../../src/server/content/checked-releases';
import { readDefinitions } from '../../src/definitions/load-node';
import { setDigest } from '../../src/definitions/set-digest';
import { resolve } from 'node:path';
import { startLake, type LakeHarness } from './lake-harness';

let h: LakeHarness;
beforeAll(async () => { h = await startLake(); }, 120_000);
afterAll(async () => { await h?.close(); });

const get = (url: string) => h.app.inject({ method: 'GET', url });
const current = async (): Promise<string> => String((await get('/api/definitions')).headers.etag).replace(/"/g, '');
const homeTitle = (body: string): string | undefined => (JSON.parse(body) as { pages: Record<string, { title: { en: string } }> }).pages.home?.title.en;

async function publishHomeTitle(title: string): Promise<string> {
  await h.client.patch('def.page.home').set({ 'body.title.en': title }).commit();
  return current();
}

describe('/api/definitions/v/:version?kept=1', () => {
  it('serves a kept older version as it is, the flows/ set always, and the current one', async () => {
    const flows = await current();
    expect(flows).toBe(setDigest(readDefinitions(resolve(import.meta.dirname, '../..')).raw));
    const first = await publishHomeTitle('First publish');
    const second = await publishHomeTitle('Second publish');
    expect(new Set([flows, first, second]).size).toBe(3);

    const old = await get(`/api/definitions/v/${first}?kept=1`);
    expect(old.statusCode).toBe(200);
    expect(old.headers.etag).toBe(`"${first}"`);
    expect(old.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(homeTitle(old.body)).toBe('First publish');
    // Its body is the set of that version.
    expect(homeTitle((await get(`/api/definitions/v/${flows}?kept=1`)).body)).not.toBe('First publish');
    expect((await get(`/api/definitions/v/${second}?kept=1`)).body).toBe((await get('/api/definitions')).body);
    // Without ?kept an older version still redirects to the current one.
    expect((await get(`/api/definitions/v/${first}`)).headers.location).toBe(`/api/definitions/v/${second}`);
  });

  it('an unknown or evicted version answers 40107 with 404, never a 5xx', async () => {
    const unknown = await get('/api/definitions/v/12-00000000deadbeef?kept=1');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ code: number }>().code).toBe(40107);

    const kept = await publishHomeTitle('About to be evicted');
    await publishHomeTitle('After it');
    expect((await get(`/api/definitions/v/${kept}?kept=1`)).statusCode).toBe(200);
    // KEPT newer checked sets push it out of the record.
    const releases = new CheckedReleases(h.db.db);
    const { raw } = readDefinitions(resolve(import.meta.dirname, '../..'));
    for (let i = 0; i < KEPT; i++) {
      await releases.record({ ...raw, site: { ...(raw.site as Record<string, unknown>), evictionProbe: i } }, 'test');
    }
    const gone = await get(`/api/definitions/v/${kept}?kept=1`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json<{ code: number }>().code).toBe(40107);
    // The deploy's own set is never evicted.
    const flows = setDigest(raw);
    expect((await get(`/api/definitions/v/${flows}?kept=1`)).statusCode).toBe(200);
  });
});
