// The local content lake through the real @sanity/client: queries, perspectives, mutations,
// transactions, revisions, listener, assets, history and auth.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, clientFor, startLake, type LakeHarness } from './lake-harness';

let h: LakeHarness;
beforeAll(async () => { h = await startLake(); }, 120_000);
afterAll(async () => { await h?.close(); });

const raw = (path: string, init: RequestInit = {}) => fetch(`${h.url}${path}`, init);

describe('query', () => {
  it('filters with $params and projects', async () => {
    const faq = await h.anon.fetch<Array<{ q: string; order: number }>>(
      '*[_type == $t && order <= $max] | order(order asc){ "q": question.en, order }', { t: 'faq', max: 2 });
    expect(faq).toEqual([{ q: 'How long does SIM delivery take?', order: 1 }, { q: 'What is an eSIM?', order: 2 }]);
    expect(await h.anon.fetch('count(*[_type == "banner"])')).toBe(3);
  });

  it('answers {ms, query, result} on GET and POST; bad GROQ is a 400 with a message', async () => {
    const get = await raw(`/v2025-02-19/data/query/production?query=${encodeURIComponent('*[_type == $t][0].name')}&%24t=%22setting%22`);
    expect(get.status).toBe(200);
    const body = (await get.json()) as { ms: number; query: string; result: unknown };
    expect(typeof body.ms).toBe('number');
    expect(body.query).toContain('_type');
    expect(typeof body.result).toBe('string');
    const post = await raw('/v2025-02-19/data/query/production', {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: 'count(*[_type == $t])', params: { t: 'service' } }),
    });
    expect(((await post.json()) as { result: unknown }).result).toBe(4);
    const bad = await raw(`/v2025-02-19/data/query/production?query=${encodeURIComponent('*[_type == ')}`);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { type: string; description: string } }).error.type).toBe('queryParseError');
    await expect(h.anon.fetch('*[_type ==')).rejects.toThrow();
    const badParam = await raw(`/v2025-02-19/data/query/production?query=*&%24x=nojson`);
    expect(badParam.status).toBe(400);
    expect((await raw('/v2025-02-19/data/query/other?query=*')).status).toBe(404);
  });
});

describe('perspectives', () => {
  beforeAll(async () => {
    await h.client.transaction()
      .createOrReplace({ _id: 'persp.a', _type: 'probe', v: 'published' })
      .createOrReplace({ _id: 'drafts.persp.a', _type: 'probe', v: 'draft' })
      .createOrReplace({ _id: 'drafts.persp.b', _type: 'probe', v: 'draft only' })
      .commit();
  });

  it('published hides drafts, drafts overlays them under published ids, raw shows both', async () => {
    const q = '*[_type == "probe"] | order(_id asc){_id, v}';
    expect(await h.anon.fetch(q)).toEqual([{ _id: 'persp.a', v: 'published' }]);
    expect(await h.client.fetch(q, {}, { perspective: 'drafts' })).toEqual([{ _id: 'persp.a', v: 'draft' }, { _id: 'persp.b', v: 'draft only' }]);
    expect(await h.client.fetch(q, {}, { perspective: 'previewDrafts' })).toHaveLength(2);
    expect(await h.client.fetch(q, {}, { perspective: 'raw' })).toEqual([
      { _id: 'drafts.persp.a', v: 'draft' }, { _id: 'drafts.persp.b', v: 'draft only' }, { _id: 'persp.a', v: 'published' },
    ]);
  });

  it('drafts and raw need the admin token; draft documents are private', async () => {
    await expect(h.anon.fetch('*', {}, { perspective: 'raw' })).rejects.toMatchObject({ statusCode: 401 });
    await expect(h.anon.fetch('*', {}, { perspective: 'drafts' })).rejects.toMatchObject({ statusCode: 401 });
    const res = (await (await raw('/v2025-02-19/data/doc/production/persp.a,drafts.persp.a,nope')).json()) as { documents: Array<{ _id: string }>; omitted: unknown[] };
    expect(res.documents.map((d) => d._id)).toEqual(['persp.a']);
    expect(res.omitted).toEqual([{ id: 'drafts.persp.a', reason: 'permission' }, { id: 'nope', reason: 'existence' }]);
    expect(await h.client.getDocument('drafts.persp.a')).toMatchObject({ v: 'draft' });
    expect((await h.client.getDocuments(['persp.a', 'nope'])).map((d) => d?._id ?? null)).toEqual(['persp.a', null]);
  });

  it('dereferences with ->', async () => {
    await h.client.createOrReplace({ _id: 'ref.src', _type: 'probeRef', target: { _type: 'reference', _ref: 'persp.a' } });
    expect(await h.anon.fetch('*[_id == "ref.src"][0].target->v')).toBe('published');
  });
});

describe('mutations', () => {
  it('create, createIfNotExists, createOrReplace, patch (set, setIfMissing, unset, inc, dec), delete', async () => {
    const created = await h.client.create({ _id: 'mut.1', _type: 'probe', n: 1, a: { b: 'x' }, list: [{ _key: 'k1', t: 'one' }] });
    expect(created).toMatchObject({ _id: 'mut.1', _rev: expect.any(String), _createdAt: expect.any(String) });
    await expect(h.client.create({ _id: 'mut.1', _type: 'probe' })).rejects.toMatchObject({ statusCode: 409 });
    const same = await h.client.createIfNotExists({ _id: 'mut.1', _type: 'probe', n: 99 });
    expect(same.n).toBe(1);
    const patched = await h.client.patch('mut.1')
      .set({ 'a.c': 'y', 'list[_key=="k1"].t': 'uno' }).setIfMissing({ fresh: true, n: 50 }).unset(['a.b']).inc({ n: 5 }).dec({ n: 2 }).commit();
    expect(patched).toMatchObject({ n: 4, a: { c: 'y' }, fresh: true, list: [{ _key: 'k1', t: 'uno' }] });
    expect(patched.a).not.toHaveProperty('b');
    expect(patched._rev).not.toBe(created._rev);
    const replaced = await h.client.createOrReplace({ _id: 'mut.1', _type: 'probe', only: 1 });
    expect(replaced).not.toHaveProperty('n');
    expect(replaced._createdAt).toBe(created._createdAt);
    const del = await h.client.delete('mut.1');
    expect(del.results).toEqual([{ id: 'mut.1', operation: 'delete' }]);
    expect(await h.client.getDocument('mut.1')).toBeUndefined();
  });

  it('returnIds / returnDocuments and the response shape', async () => {
    const res = await raw('/v2025-02-19/data/mutate/production?returnIds=true&returnDocuments=true', {
      method: 'POST', headers: { authorization: `Bearer ${ADMIN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ mutations: [{ create: { _id: 'mut.shape', _type: 'probe' } }, { patch: { id: 'mut.shape', set: { x: 1 } } }] }),
    });
    const body = (await res.json()) as { transactionId: string; results: Array<{ id: string; operation: string; document?: { x?: number; _rev: string } }> };
    expect(res.status).toBe(200);
    expect(body.results.map((r) => [r.id, r.operation])).toEqual([['mut.shape', 'create'], ['mut.shape', 'update']]);
    expect(body.results[1].document?.x).toBe(1);
    expect(body.results[1].document?._rev).toBe(body.transactionId);
  });

  it('a transaction is all or nothing', async () => {
    await h.client.createOrReplace({ _id: 'atom.keep', _type: 'probe', v: 1 });
    await expect(h.client.transaction()
      .create({ _id: 'atom.new', _type: 'probe' })
      .patch('atom.keep', (p) => p.set({ v: 2 }))
      .create({ _id: 'atom.keep', _type: 'probe' }) // already exists: the whole transaction fails
      .commit()).rejects.toMatchObject({ statusCode: 409 });
    expect(await h.client.getDocument('atom.new')).toBeUndefined();
    expect((await h.client.getDocument('atom.keep'))?.v).toBe(1);
    const inDb = await h.db.db.query<{ id: string }>(`SELECT id FROM lake_documents WHERE id = 'atom.new'`);
    expect(inDb).toEqual([]);
  });

  it('ifRevisionID mismatch is a 409 in Sanity\'s error shape', async () => {
    const doc = await h.client.createOrReplace({ _id: 'rev.1', _type: 'probe', v: 1 });
    await h.client.patch('rev.1').set({ v: 2 }).ifRevisionId(doc._rev).commit();
    const err: unknown = await h.client.patch('rev.1').set({ v: 3 }).ifRevisionId(doc._rev).commit().catch((e: unknown) => e);
    expect(err).toMatchObject({ statusCode: 409, details: { type: 'mutationError' } });
    expect((await h.client.getDocument('rev.1'))?.v).toBe(2);
  });

  it('insert, append and prepend (as @sanity/client sends them) change arrays; diffMatchPatch is refused with a 400', async () => {
    await h.client.createOrReplace({ _id: 'arr.1', _type: 'probe', list: [{ _key: 'a', v: 1 }, { _key: 'c', v: 3 }] });
    await h.client.patch('arr.1').insert('after', 'list[_key=="a"]', [{ _key: 'b', v: 2 }]).commit();
    await h.client.patch('arr.1').append('list', [{ _key: 'z', v: 9 }]).commit();
    await h.client.patch('arr.1').prepend('list', [{ _key: 'first', v: 0 }]).commit();
    await h.client.patch('arr.1').insert('replace', 'list[_key=="c"]', [{ _key: 'c2', v: 33 }]).commit();
    await h.client.patch('arr.1').append('fresh', ['x']).commit();
    const doc = await h.client.getDocument('arr.1');
    expect((doc?.list as Array<{ _key: string }>).map((x) => x._key)).toEqual(['first', 'a', 'b', 'c2', 'z']);
    expect(doc?.fresh).toEqual(['x']);
    const err: unknown = await h.client.patch('arr.1').diffMatchPatch({ title: '@@ -1 +1 @@' }).commit().catch((e: unknown) => e);
    expect(err).toMatchObject({ statusCode: 400 });
    expect(String((err as Error).message)).toContain('unsupported patch operation "diffMatchPatch"');
    const unknownKey = await h.client.patch('arr.1').insert('after', 'list[_key=="nope"]', [1]).commit().catch((e: unknown) => e);
    expect(unknownKey).toMatchObject({ statusCode: 400 });
    expect(((await h.client.getDocument('arr.1'))?.list as unknown[]).length).toBe(5);
  });

  it('bad mutations are 400, never 500', async () => {
    for (const body of ['{}', '{"mutations":[{"explode":{}}]}', '{"mutations":[{"create":{"_id":"bad id!","_type":"x"}}]}', '{"mutations":[{"create":{"_id":"x1"}}]}', '{"mutations":[{"patch":{"id":"persp.a","set":{"a[":1}}}]}']) {
      const res = await raw('/v2025-02-19/data/mutate/production', { method: 'POST', headers: { authorization: `Bearer ${ADMIN}`, 'content-type': 'application/json' }, body });
      expect(res.status, body).toBe(400);
    }
  });
});

describe('malformed input is a 4xx', () => {
  it('repeated query keys, dryRun stores nothing', async () => {
    const auth = { authorization: `Bearer ${ADMIN}` };
    expect((await raw('/v2025-02-19/data/query/production?query=*&query=*')).status).toBe(400);
    expect((await raw('/v2025-02-19/data/query/production?query=*&perspective=raw&perspective=raw', { headers: auth })).status).toBe(400);
    expect((await raw('/v2025-02-19/data/query/production?query=*&perspective=bogus')).status).toBe(400);
    expect((await raw('/v2025-02-19/data/history/production/documents/x?revision=a&revision=b', { headers: auth })).status).toBe(400);
    expect((await raw('/v2025-02-19/data/listen/production?query=*[')).status).toBe(400);
    const dry = await raw('/v2025-02-19/data/mutate/production?dryRun=true&returnDocuments=true', {
      method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ mutations: [{ create: { _id: 'dry.1', _type: 'probe' } }] }),
    });
    expect(dry.status).toBe(200);
    expect(await h.client.getDocument('dry.1')).toBeUndefined();
    const notJson = await raw('/v2025-02-19/data/mutate/production', { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: '{"mutations":' });
    expect(notJson.status).toBe(400);
  });
});

describe('auth', () => {
  it('writes need the admin token: none 401, wrong 403', async () => {
    await expect(h.anon.create({ _id: 'auth.1', _type: 'probe' })).rejects.toMatchObject({ statusCode: 401 });
    await expect(clientFor(h.url, 'wrong').create({ _id: 'auth.1', _type: 'probe' })).rejects.toMatchObject({ statusCode: 403 });
    expect((await raw('/v2025-02-19/data/history/production/revisions/persp.a')).status).toBe(401);
  });
});

describe('listen', () => {
  it('listen() receives the mutation with the resulting document', async () => {
    const events: Array<{ type: string; documentId?: string; transition?: string; result?: { v?: number } }> = [];
    let welcomed!: () => void;
    const welcome = new Promise<void>((r) => { welcomed = r; });
    let got!: () => void;
    const arrived = new Promise<void>((r) => { got = r; });
    const sub = h.client.listen('*[_type == "listenProbe"]', {}, { events: ['welcome', 'mutation'], includeResult: true }).subscribe((e) => {
      if (e.type === 'welcome') welcomed();
      else { events.push(e as never); got(); }
    });
    await welcome;
    await h.client.create({ _id: 'other.1', _type: 'notListened' });
    await h.client.create({ _id: 'listen.1', _type: 'listenProbe', v: 7 });
    await arrived;
    sub.unsubscribe();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ type: 'mutation', documentId: 'listen.1', transition: 'appear', result: { v: 7 } });
  });
});

describe('listen transitions', () => {
  it('a publish (draft deleted + document replaced in one transaction) gives update and disappear in one transaction', async () => {
    await h.client.createOrReplace({ _id: 'pub.1', _type: 'pubProbe', v: 1 });
    await h.client.createOrReplace({ _id: 'drafts.pub.1', _type: 'pubProbe', v: 2 });
    const events: Array<Record<string, unknown>> = [];
    let welcomed!: () => void;
    const welcome = new Promise<void>((r) => { welcomed = r; });
    let done!: () => void;
    const two = new Promise<void>((r) => { done = r; });
    const sub = h.client.listen('*[_type == "pubProbe"]', {}, { events: ['welcome', 'mutation'] }).subscribe((e) => {
      if (e.type === 'welcome') { welcomed(); return; }
      events.push(e as unknown as Record<string, unknown>);
      if (events.length === 2) done();
    });
    await welcome;
    await h.client.transaction().delete('drafts.pub.1').createOrReplace({ _id: 'pub.1', _type: 'pubProbe', v: 2 }).commit();
    await two;
    sub.unsubscribe();
    const byId = Object.fromEntries(events.map((e) => [e.documentId, e]));
    expect(byId['pub.1']).toMatchObject({ transition: 'update', transactionTotalEvents: 2 });
    expect(byId['drafts.pub.1']).toMatchObject({ transition: 'disappear' });
    expect(byId['pub.1'].result).toMatchObject({ v: 2 });
    expect(byId['pub.1'].transactionId).toBe(byId['drafts.pub.1'].transactionId);
  });

  it('a public listener never sees drafts', async () => {
    const seen: string[] = [];
    let welcomed!: () => void;
    const welcome = new Promise<void>((r) => { welcomed = r; });
    let got!: () => void;
    const arrived = new Promise<void>((r) => { got = r; });
    const sub = h.anon.listen('*[_type == "privProbe"]', {}, { events: ['welcome', 'mutation'] }).subscribe((e) => {
      if (e.type === 'welcome') welcomed();
      else { seen.push(String((e as { documentId?: unknown }).documentId)); got(); }
    });
    await welcome;
    await h.client.create({ _id: 'drafts.priv.1', _type: 'privProbe' });
    await h.client.create({ _id: 'priv.1', _type: 'privProbe' });
    await arrived;
    sub.unsubscribe();
    expect(seen).toEqual(['priv.1']);
  });
});

describe('assets', () => {
  it('uploads an image and serves it back; rejects non-images', async () => {
    const bytes = readFileSync(resolve(import.meta.dirname, '../../public/content/tile-cpp.webp'));
    const asset = await h.client.assets.upload('image', bytes, { contentType: 'image/webp', filename: 'tile.webp' });
    expect(asset._id).toMatch(/^image-[a-f0-9]{40}-160x160-webp$/);
    expect(asset.url).toContain('/images/production/');
    const res = await fetch(asset.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    // Stored re-encoded: what is served is what was decoded, with the size the asset names.
    const served = Buffer.from(await res.arrayBuffer());
    expect(served.length).toBe(asset.size);
    expect(await sharp(served).metadata()).toMatchObject({ format: 'webp', width: 160, height: 160 });
    expect((await h.anon.fetch('*[_type == "sanity.imageAsset"][0].extension'))).toBe('webp');
    await expect(h.client.assets.upload('image', Buffer.from('not an image'), { contentType: 'image/png' })).rejects.toMatchObject({ statusCode: 400 });
    await expect(h.anon.assets.upload('image', bytes, { contentType: 'image/webp' })).rejects.toMatchObject({ statusCode: 401 });
    expect((await raw('/images/production/nope.png')).status).toBe(404);
  });
});

describe('image uploads are decoded in full', () => {
  const png = () => sharp({ create: { width: 64, height: 48, channels: 3, background: '#c00' } }).png().toBuffer();
  const upload = (bytes: Buffer) => raw('/v2025-02-19/assets/images/production', {
    method: 'POST', body: new Uint8Array(bytes), headers: { authorization: `Bearer ${ADMIN}`, 'content-type': 'application/octet-stream' },
  });

  it('refuses a truncated PNG and a GIF header followed by HTML with 400, storing nothing', async () => {
    const whole = await png();
    const before = await h.anon.fetch<number>('count(*[_type == "sanity.imageAsset"])');
    const truncated = await upload(whole.subarray(0, whole.length - 40));
    expect(truncated.status).toBe(400);
    expect(await truncated.json()).toMatchObject({ code: 400, error: { type: 'httpBadRequest' } });
    const gifHtml = Buffer.concat([Buffer.from('GIF89a\x40\x00\x30\x00\x80\x00\x00', 'latin1'), Buffer.from('<html><script>alert(1)</script></html>')]);
    expect((await upload(gifHtml)).status).toBe(400);
    expect(await h.anon.fetch<number>('count(*[_type == "sanity.imageAsset"])')).toBe(before);
  });

  it('stores the re-encoded image, not a payload trailing it, with its true dimensions', async () => {
    const smuggled = Buffer.concat([await png(), Buffer.from('<html>payload</html>')]);
    const res = await upload(smuggled);
    expect(res.status).toBe(200);
    const { document } = await res.json() as { document: { _id: string; url: string; metadata: { dimensions: { width: number; height: number } } } };
    expect(document._id).toMatch(/-64x48-png$/);
    expect(document.metadata.dimensions).toMatchObject({ width: 64, height: 48 });
    const stored = Buffer.from(await (await fetch(document.url)).arrayBuffer());
    expect(stored.includes(Buffer.from('payload'))).toBe(false);
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'png', width: 64, height: 48 });
  });

  it('refuses an image over the pixel bound (400) and a format it does not serve (415)', async () => {
    const huge = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#000' } }).png({ compressionLevel: 9 }).toBuffer();
    expect((await upload(huge)).status).toBe(400);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');
    expect((await upload(svg)).status).toBe(415);
  });
});

describe('history', () => {
  it('lists a document\'s revisions and returns it at a revision', async () => {
    const v1 = await h.client.createOrReplace({ _id: 'hist.1', _type: 'probe', v: 1 });
    const v2 = await h.client.patch('hist.1').set({ v: 2 }).commit();
    const auth = { headers: { authorization: `Bearer ${ADMIN}` } };
    const revs = (await (await raw('/v2025-02-19/data/history/production/revisions/hist.1', auth)).json()) as Array<{ rev: string; transactionId: string; timestamp: string }>;
    expect(revs.map((r) => r.rev)).toEqual([v2._rev, v1._rev]);
    expect(revs[0].timestamp).toMatch(/^\d{4}-/);
    const at = (await (await raw(`/v2025-02-19/data/history/production/documents/hist.1?revision=${v1._rev}`, auth)).json()) as { documents: Array<{ v: number }> };
    expect(at.documents[0].v).toBe(1);
    const viaClient = await h.client.request<{ documents: Array<{ v: number }> }>({ uri: `/data/history/production/documents/hist.1?revision=${v2._rev}` });
    expect(viaClient.documents[0].v).toBe(2);
    expect((await raw('/v2025-02-19/data/history/production/documents/hist.1?revision=nope', auth)).status).toBe(404);
  });
});
