// Identity documents: multipart upload checked by content and size, the ID-card check for a KTP,
// AES-256-GCM at rest, staff-only reading, the session's own delete, and the retention purge.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { MAX_DOCUMENT_BYTES, type CreateOrderResponse, type DocumentUploadResponse } from '../../src/contracts';
import { markPaid } from '../../src/server/domains/orders/queries';
import { loadConfiguration } from '../../src/server/configuration';
import { documentDir, documentKey } from '../../src/server/domains/documents/knobs';
import { unseal } from '../../src/server/domains/documents/seal';
import { OWN_FOLDER, SHARED_FOLDER, sealedFiles } from '../../src/server/domains/documents/sealed-files';
import { buildApp } from '../../src/server/app';
import { seedBillingArea } from './area-fixture';
import { harness, listeningApp, makeApp, TEST_SITE, testConfig, useTestApp, type Envelope, type Harness } from './harness';
import { multipart, noise, rawUpload, sampleJpeg, uploadDocument, type FilePart } from './document-upload';
import { orderBody, shopClient } from './shop-client';

const t = useTestApp(200, { prepare: seedBillingArea });
const shop = shopClient(() => t.h);
const SESSION = 'visit-documents-1';

const upload = (kind: string, part: FilePart, session = SESSION, h: Harness = t.h) => uploadDocument(h, kind, part, session);

let jpeg: Buffer;
let png: Buffer;

beforeAll(async () => {
  jpeg = await sampleJpeg();
  png = await sharp(noise(32, 20), { raw: { width: 32, height: 20, channels: 3 } }).png().toBuffer();
});

const admin = () => ({ authorization: `Bearer ${t.h.config.adminToken ?? ''}` });

describe('upload', () => {
  it('takes a real JPEG and PNG: an opaque id, the decoded size, stored encrypted', async () => {
    const res = await upload('ktp', { bytes: jpeg });
    expect(res.statusCode, res.body).toBe(200);
    const doc = res.json<DocumentUploadResponse>();
    expect(doc).toMatchObject({ kind: 'ktp', mime: 'image/jpeg', width: 64, height: 40 });
    expect(doc.documentId).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const pngRes = await upload('selfie', { bytes: png, fileName: 'me.png', type: 'image/png' });
    expect(pngRes.statusCode, pngRes.body).toBe(200);
    expect(pngRes.json<DocumentUploadResponse>()).toMatchObject({ kind: 'selfie', mime: 'image/png', width: 32, height: 20 });

    const [row] = await t.tdb.db.query<{ session_id: string; ciphertext: Uint8Array; iv: Uint8Array; tag: Uint8Array }>(
      'SELECT session_id, ciphertext, iv, tag FROM identity_documents WHERE id = $1', [doc.documentId]);
    expect(row?.session_id).toBe(SESSION);
    const stored = Buffer.from(row?.ciphertext ?? new Uint8Array());
    // Not the plaintext: no JPEG header, and not the uploaded bytes anywhere.
    expect(stored.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))).toBe(false);
    expect(stored.includes(jpeg.subarray(0, 64))).toBe(false);
    const plain = unseal(t.h.knob(documentKey), doc.documentId, { ciphertext: stored, iv: Buffer.from(row?.iv ?? []), tag: Buffer.from(row?.tag ?? []) });
    expect((await sharp(plain).metadata()).format).toBe('jpeg');
    expect(plain.length).toBe(doc.bytes);
    // Bound to its id: the same row under another id does not open.
    expect(() => unseal(t.h.knob(documentKey), 'x'.repeat(43), { ciphertext: stored, iv: Buffer.from(row?.iv ?? []), tag: Buffer.from(row?.tag ?? []) })).toThrow();

    // Staff read it back decrypted: the re-encoded image.
    const read = await t.h.app.inject({ method: 'GET', url: `/api/studio/documents/${doc.documentId}`, headers: admin() });
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/jpeg');
    expect(read.headers['cache-control']).toBe('no-store');
    expect(read.rawPayload.equals(plain)).toBe(true);
  });

  it('refuses by content, never by name: an executable renamed .jpg, text, a GIF are 40026', async () => {
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'latin1'), Buffer.alloc(6000, 0x41)]);
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(200)]);
    const gif = await sharp(noise(8, 8), { raw: { width: 8, height: 8, channels: 3 } }).gif().toBuffer();
    for (const bytes of [exe, elf, Buffer.from('hello, I am a KTP'), gif]) {
      const res = await upload('ktp', { bytes, fileName: 'ktp.jpg', type: 'image/jpeg' });
      expect(res.statusCode, res.body).toBe(415);
      expect(res.json<Envelope>().code).toBe(40026);
      expect(res.json<Envelope>().message).toContain('File format not supported');
    }
  });

  it('refuses a truncated image (decoded in full) with 40026', async () => {
    const big = await sharp(noise(400, 300), { raw: { width: 400, height: 300, channels: 3 } }).jpeg().toBuffer();
    const res = await upload('kk', { bytes: big.subarray(0, Math.floor(big.length / 2)) });
    expect(res.statusCode, res.body).toBe(415);
    expect(res.json<Envelope>().code).toBe(40026);
    const halfPng = await upload('kk', { bytes: png.subarray(0, png.length - 30), type: 'image/png' });
    expect(halfPng.json<Envelope>().code).toBe(40026);
  });

  it('takes exactly 3 MB and refuses 3 MB + 1 byte with 413', async () => {
    // A real JPEG padded after its end marker to the byte: the decoder ignores what follows it.
    const pad = (n: number) => Buffer.concat([jpeg, Buffer.alloc(n - jpeg.length, 0)]);
    const exact = await upload('other', { bytes: pad(MAX_DOCUMENT_BYTES) });
    expect(exact.statusCode, exact.body).toBe(200);
    const over = await upload('other', { bytes: pad(MAX_DOCUMENT_BYTES + 1) });
    expect(over.statusCode).toBe(413);
    expect(over.json<Envelope>()).toMatchObject({ code: 413, message: expect.stringContaining('File size not supported') });
  });

  it('answers the ID-card provider\'s refusals for a KTP with their catalogue codes', async () => {
    const cases: Array<[string, number]> = [['sandbox-not-ktp', 40025], ['sandbox-photocopy', 40050], ['sandbox-replacement-receipt', 40050], ['sandbox-child-id', 40052]];
    for (const [marker, code] of cases) {
      const res = await upload('ktp', { bytes: jpeg, fileName: `${marker}.jpg` });
      expect(res.statusCode, marker).toBe(422);
      expect(res.json<Envelope>().code).toBe(code);
    }
    // The marker inside the image (a PNG text chunk) counts too; a selfie is not checked as a KTP.
    const marked = await sharp(png).png().withMetadata().keepIccProfile().toBuffer();
    const withText = Buffer.concat([marked.subarray(0, marked.length - 12), pngText('Comment', 'sandbox-child-id'), marked.subarray(marked.length - 12)]);
    expect((await upload('ktp', { bytes: withText, type: 'image/png', fileName: 'a.png' })).json<Envelope>().code).toBe(40052);
    expect((await upload('selfie', { bytes: jpeg, fileName: 'sandbox-not-ktp.jpg' })).statusCode).toBe(200);
  });

  it('answers every malformed request with a 4xx in the envelope', async () => {
    const { payload, headers } = multipart([{ bytes: jpeg }]);
    const cases = [
      { url: `/api/documents/passport?sessionId=${SESSION}`, payload, headers },
      { url: '/api/documents/ktp', payload, headers },
      { url: `/api/documents/ktp?sessionId=${'s'.repeat(200)}`, payload, headers },
      { url: `/api/documents/ktp?sessionId=${SESSION}`, payload: '{"file":"x"}', headers: { 'content-type': 'application/json' } },
      { url: `/api/documents/ktp?sessionId=${SESSION}`, payload: 'garbage', headers: { 'content-type': 'multipart/form-data; boundary=zzz' } },
      { url: `/api/documents/ktp?sessionId=${SESSION}`, payload, headers: { 'content-type': 'multipart/form-data' } },
      { url: `/api/documents/ktp?sessionId=${SESSION}`, ...multipart([{ bytes: jpeg, name: 'photo' }]) },
      { url: `/api/documents/ktp?sessionId=${SESSION}`, ...multipart([]) },
      { url: `/api/documents/ktp?sessionId=${SESSION}`, ...multipart([{ bytes: Buffer.alloc(0) }]) },
      { url: `/api/documents/ktp?sessionId=${SESSION}`, ...multipart([{ bytes: jpeg }, { bytes: jpeg }]) },
    ];
    for (const c of cases) {
      const res = await t.h.app.inject({ method: 'POST', ...c });
      if (res.statusCode === 200) continue; // two files: the first is taken, the second never read
      expect(res.statusCode, `${c.url} ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${c.url} ${res.body}`).toBeLessThan(500);
      expect(typeof res.json<Envelope>().code).toBe('number');
    }
    const get = await t.h.app.inject({ method: 'GET', url: '/api/studio/documents/not-an-id', headers: admin() });
    expect(get.statusCode).toBe(400);
    const del = await t.h.app.inject({ method: 'DELETE', url: '/api/documents/short?sessionId=x' });
    expect(del.statusCode).toBe(400);
  });
});

/** A PNG tEXt chunk (the CRC is not checked by the sandbox marker search, but is valid anyway). */
function pngText(key: string, value: string): Buffer {
  const data = Buffer.from(`${key}\0${value}`, 'latin1');
  const type = Buffer.from('tEXt', 'latin1');
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([type, data])));
  return Buffer.concat([len, type, data, crc]);
}

function crc32(b: Buffer): number {
  let c = ~0;
  for (const byte of b) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}

describe('access', () => {
  it('nobody reads a document without the admin token', async () => {
    const id = (await upload('ktp', { bytes: jpeg })).json<DocumentUploadResponse>().documentId;
    for (const headers of [{}, { authorization: 'Bearer wrong' }, { authorization: 'Basic abc' }]) {
      const res = await t.h.app.inject({ method: 'GET', url: `/api/studio/documents/${id}`, headers });
      expect(res.statusCode).toBe(401);
      expect(res.json<Envelope>().code).toBe(401);
      expect(res.body).not.toContain('JFIF');
    }
    const unknown = await t.h.app.inject({ method: 'GET', url: `/api/studio/documents/${'A'.repeat(43)}`, headers: admin() });
    expect(unknown.statusCode).toBe(404);
  });

  it('the same session replaces and deletes its own document; another session cannot', async () => {
    const first = (await upload('kk', { bytes: jpeg }, 'visit-replace')).json<DocumentUploadResponse>().documentId;
    const second = (await upload('kk', { bytes: png, type: 'image/png' }, 'visit-replace')).json<DocumentUploadResponse>().documentId;
    const ids = await t.tdb.db.query<{ id: string }>("SELECT id FROM identity_documents WHERE session_id = 'visit-replace'");
    expect(ids.map((r) => r.id)).toEqual([second]);
    expect(first).not.toBe(second);

    const other = await t.h.app.inject({ method: 'DELETE', url: `/api/documents/${second}?sessionId=visit-other` });
    expect(other.statusCode).toBe(404);
    const own = await t.h.app.inject({ method: 'DELETE', url: `/api/documents/${second}?sessionId=visit-replace` });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ ok: true });
    const again = await t.h.app.inject({ method: 'DELETE', url: `/api/documents/${second}?sessionId=visit-replace` });
    expect(again.statusCode).toBe(404);
  });

  it('a tampered row is an error for staff, never altered bytes', async () => {
    const id = (await upload('other', { bytes: jpeg }, 'visit-tamper')).json<DocumentUploadResponse>().documentId;
    await t.tdb.db.query("UPDATE identity_documents SET ciphertext = overlay(ciphertext placing '\\x00'::bytea from 10 for 1) WHERE id = $1", [id]);
    const res = await t.h.app.inject({ method: 'GET', url: `/api/studio/documents/${id}`, headers: admin() });
    expect(res.statusCode).toBe(500);
    expect(res.json<Envelope>().code).toBe(500);
  });
});

describe('ciphertexts as files (the embedded database: DOCUMENT_DIR)', () => {
  const withFolder = async (run: (h: Harness, dir: string) => Promise<void>, start?: Date) => {
    const dir = join(mkdtempSync(join(tmpdir(), 'shop-documents-')), 'documents');
    const h = await makeApp(t.tdb.db, { env: { DOCUMENT_DIR: dir, DOCUMENT_RETENTION_DAYS: '30' } }, start);
    try { await run(h, dir); } finally {
      await h.app.close();
      rmSync(join(dir, '..'), { recursive: true, force: true });
    }
  };
  const rowOf = async (id: string) => (await t.tdb.db.query<{ ciphertext: Uint8Array | null; iv: Uint8Array; tag: Uint8Array }>(
    'SELECT ciphertext, iv, tag FROM identity_documents WHERE id = $1', [id]))[0];

  it('keeps only the ciphertext in the file and the IV and tag in the row; staff read it back decrypted', async () => {
    await withFolder(async (h, dir) => {
      const doc = (await upload('ktp', { bytes: jpeg }, 'visit-files', h)).json<DocumentUploadResponse>();
      const row = await rowOf(doc.documentId);
      expect(row?.ciphertext).toBeNull();
      const file = readFileSync(join(dir, doc.documentId));
      expect(file.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))).toBe(false);
      expect(file.includes(jpeg.subarray(0, 64))).toBe(false);
      const plain = unseal(h.knob(documentKey), doc.documentId, { ciphertext: file, iv: Buffer.from(row?.iv ?? []), tag: Buffer.from(row?.tag ?? []) });
      expect(plain.length).toBe(doc.bytes);
      const read = await h.app.inject({ method: 'GET', url: `/api/studio/documents/${doc.documentId}`, headers: { authorization: `Bearer ${h.config.adminToken ?? ''}` } });
      expect(read.statusCode).toBe(200);
      expect(read.rawPayload.equals(plain)).toBe(true);
      const anonymous = await h.app.inject({ method: 'GET', url: `/api/studio/documents/${doc.documentId}` });
      expect(anonymous.statusCode).toBe(401);

      // A tampered file is an error for staff, never altered bytes; a missing one is no document.
      file[10] = (file[10] ?? 0) ^ 0xff;
      writeFileSync(join(dir, doc.documentId), file);
      const tampered = await h.app.inject({ method: 'GET', url: `/api/studio/documents/${doc.documentId}`, headers: { authorization: `Bearer ${h.config.adminToken ?? ''}` } });
      expect(tampered.statusCode).toBe(500);
      rmSync(join(dir, doc.documentId));
      const missing = await h.app.inject({ method: 'GET', url: `/api/studio/documents/${doc.documentId}`, headers: { authorization: `Bearer ${h.config.adminToken ?? ''}` } });
      expect(missing.statusCode).toBe(404);
    });
  });

  it('a replaced, a removed and an expired document leave no file behind', async () => {
    await withFolder(async (h, dir) => {
      const first = (await upload('kk', { bytes: jpeg }, 'visit-files-2', h)).json<DocumentUploadResponse>().documentId;
      const second = (await upload('kk', { bytes: png, type: 'image/png' }, 'visit-files-2', h)).json<DocumentUploadResponse>().documentId;
      expect(existsSync(join(dir, first))).toBe(false);
      expect(existsSync(join(dir, second))).toBe(true);
      const own = await h.app.inject({ method: 'DELETE', url: `/api/documents/${second}?sessionId=visit-files-2` });
      expect(own.statusCode).toBe(200);
      expect(existsSync(join(dir, second))).toBe(false);

      const loose = (await upload('selfie', { bytes: jpeg }, 'visit-files-3', h)).json<DocumentUploadResponse>().documentId;
      expect(existsSync(join(dir, loose))).toBe(true);
      h.clock.now = new Date(h.clock.now.getTime() + 31 * 24 * 60 * 60 * 1000);
      const tick = (await upload('selfie', { bytes: jpeg }, 'visit-files-4', h)).json<DocumentUploadResponse>().documentId;
      expect(existsSync(join(dir, loose))).toBe(false);
      expect(readdirSync(dir)).toEqual([tick]);
    }, new Date('2026-03-01T00:00:00Z'));
  });

  it('a start removes the files without a row and unfinished writes (at once when the folder is its own), and keeps every file with one', async () => {
    await withFolder(async (h, dir) => {
      const kept = (await upload('other', { bytes: jpeg }, 'visit-files-5', h)).json<DocumentUploadResponse>().documentId;
      const orphan = 'B'.repeat(43);
      writeFileSync(join(dir, orphan), 'sealed bytes whose row was deleted while the shop was down');
      const killed = `${'C'.repeat(43)}.part`;
      writeFileSync(join(dir, killed), 'a write cut by kill -9 two minutes ago');
      const fresh = 'D'.repeat(43);
      writeFileSync(join(dir, fresh), 'another process between its file and its row');
      const writing = `${'E'.repeat(43)}.part`;
      writeFileSync(join(dir, writing), 'another process writing right now');
      writeFileSync(join(dir, 'not-ours.txt'), 'a name that is no document id');
      const hoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
      const minutesAgo = new Date(Date.now() - 2 * 60 * 1000);
      for (const n of [kept, orphan]) utimesSync(join(dir, n), hoursAgo, hoursAgo);
      utimesSync(join(dir, killed), minutesAgo, minutesAgo);
      const restarted = await makeApp(t.tdb.db, { env: { DOCUMENT_DIR: dir } });
      await restarted.app.close();
      // The embedded database opens in one process only: at its start nothing in the folder is being
      // written. On PostgreSQL other processes may share it: what is young enough to be in flight stays.
      const inFlight = t.tdb.db.kind === 'pglite' ? [] : [fresh, writing];
      expect(readdirSync(dir).sort()).toEqual([kept, 'not-ours.txt', ...inFlight].sort());
    });
  });

  it('a sweep of a shared folder leaves a write younger than a minute and a file younger than an hour, its own folder nothing without a row', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'shop-sweep-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    const files = sealedFiles(dir);
    const age = (name: string, ms: number) => utimesSync(join(dir, name), new Date(Date.now() - ms), new Date(Date.now() - ms));
    const write = (name: string, ms: number) => { writeFileSync(join(dir, name), 'x'); age(name, ms); };
    const [a, b, c, d, e] = ['A', 'B', 'C', 'D', 'E'].map((x) => x.repeat(43)) as [string, string, string, string, string];
    write(`${a}.part`, 2 * 60 * 1000);
    write(`${b}.part`, 1000);
    write(c, 2 * 60 * 60 * 1000);
    write(d, 30 * 60 * 1000);
    write(e, 2 * 60 * 60 * 1000);
    const rows = async () => new Set([e]);
    expect(await files.sweep(rows, SHARED_FOLDER)).toBe(2);
    expect(readdirSync(dir).sort()).toEqual([`${b}.part`, d, e].sort());
    expect(await files.sweep(rows, OWN_FOLDER)).toBe(2);
    expect(readdirSync(dir)).toEqual([e]);
  });

  it('never takes a name that is not a document id as a path', async () => {
    const files = sealedFiles(join(tmpdir(), 'never-made'));
    await expect(files.read('../../etc/passwd')).rejects.toThrow('not a document id');
    await expect(files.put('a/b', Buffer.alloc(1))).rejects.toThrow('not a document id');
    expect(await files.sweep(async () => new Set())).toBe(0);
    expect(existsSync(join(tmpdir(), 'never-made'))).toBe(false);
  });
});

describe('retention', () => {
  it('purges unattached documents after DOCUMENT_RETENTION_DAYS, attached ones that long after their order closed', async () => {
    const h = await makeApp(t.tdb.db, { env: { DOCUMENT_RETENTION_DAYS: '30' } }, new Date('2026-01-01T00:00:00Z'));
    try {
      const ids: string[] = [];
      for (const s of ['r1', 'r2', 'r3', 'r4']) ids.push((await upload('ktp', { bytes: jpeg }, `visit-${s}`, h)).json<DocumentUploadResponse>().documentId);
      const [loose, open, paid, expired] = ids;
      const orders: string[] = [];
      for (let i = 0; i < 3; i++) orders.push((await shop.newOrder()).order_code);
      const [openOrder, paidOrder, expiredOrder] = orders;
      // An order still open, one paid (closed) on day 19, one never paid that expired on day 19.
      await t.tdb.db.query("UPDATE orders SET expires_at = '2027-01-01T00:00:00Z' WHERE order_code = $1", [openOrder]);
      await t.tdb.db.query("UPDATE orders SET paid_at = '2026-01-20T00:00:00Z', closed_at = '2026-01-20T00:00:00Z' WHERE order_code = $1", [paidOrder]);
      await t.tdb.db.query("UPDATE orders SET expires_at = '2026-01-20T00:00:00Z' WHERE order_code = $1", [expiredOrder]);
      for (const [doc, order] of [[open, openOrder], [paid, paidOrder], [expired, expiredOrder]]) {
        await t.tdb.db.query('UPDATE identity_documents SET order_code = $1 WHERE id = $2', [order, doc]);
      }
      const left = async () => (await t.tdb.db.query<{ id: string }>('SELECT id FROM identity_documents WHERE id = ANY($1)', [ids])).map((r) => r.id).sort();

      // Day 29: all kept. Each upload purges a bounded batch.
      h.clock.now = new Date('2026-01-30T00:00:00Z');
      await upload('selfie', { bytes: jpeg }, 'visit-tick', h);
      expect(await left()).toEqual([...ids].sort());
      // Day 31: the loose one goes; the closed orders' documents run to day 19 + 30.
      h.clock.now = new Date('2026-02-01T00:00:00Z');
      await upload('selfie', { bytes: jpeg }, 'visit-tick', h);
      expect(await left()).toEqual([open, paid, expired].sort());
      expect(await left()).not.toContain(loose);
      h.clock.now = new Date('2026-02-19T00:00:01Z');
      await upload('selfie', { bytes: jpeg }, 'visit-tick', h);
      expect(await left()).toEqual([open]);
    } finally {
      await h.app.close();
    }
  });

  it('an order closes when it is paid: closed_at is the payment time', async () => {
    const order = await shop.newOrder();
    const at = new Date('2026-03-01T10:00:00Z');
    await markPaid(t.tdb.db, order.order_code, at);
    const [row] = await t.tdb.db.query<{ closed_at: Date | null }>('SELECT closed_at FROM orders WHERE order_code = $1', [order.order_code]);
    expect(row?.closed_at?.toISOString()).toBe(at.toISOString());
  });
});

describe('an order takes its documents (order type refs.documents)', () => {
  const IDENTITY = { noKtp: '3174013101905101', namaKtp: 'Budi Santoso', pobKtp: 'Jakarta', dobKtp: '1990-01-31', noKK: '3174012345678902' };
  const BILLING = {
    email: 'budi@example.com', phone: '081512345678', address: 'Jl. Merdeka 1, Jakarta', province: 'Daerah Khusus Ibukota Jakarta', city: 'Kota Administrasi Jakarta Pusat',
    district: 'Gambir', village: 'Gambir', postalCode: '10110',
  };
  const postpaid = async (session: string, documents: Record<string, string>) => shop.postJson('/api/orders', orderBody(await shop.freeNumber(),
    { packageId: 8, identity: { ...IDENTITY, noKtp: `317401310190${5000 + Math.floor(Math.random() * 5000)}` }, billing: BILLING, documents },
    { orderType: 'SIMPOST', journey: 'POSTPAID', sessionId: session }));
  const idOf = async (kind: string, session: string) =>
    (await upload(kind, { bytes: jpeg }, session)).json<DocumentUploadResponse>().documentId;
  const orderOf = async (id: string) =>
    (await t.tdb.db.query<{ order_code: string | null }>('SELECT order_code FROM identity_documents WHERE id = $1', [id]))[0]?.order_code;

  it('links the session\'s own documents of the named kinds to the new order', async () => {
    const session = 'visit-link-1';
    const ktp = await idOf('ktp', session);
    const selfie = await idOf('selfie', session);
    const res = await postpaid(session, { ktp, selfie });
    expect(res.statusCode, res.body).toBe(200);
    const code = res.json<CreateOrderResponse>().order_code;
    expect(await orderOf(ktp)).toBe(code);
    expect(await orderOf(selfie)).toBe(code);
    // Taken by the order: the session can no longer remove it.
    const del = await t.h.app.inject({ method: 'DELETE', url: `/api/documents/${ktp}?sessionId=${session}` });
    expect(del.statusCode).toBe(404);
    expect(await orderOf(ktp)).toBe(code);
  });

  it('another session\'s document, a document of another kind, or an unknown id: 40017, and nothing is kept', async () => {
    const session = 'visit-link-2';
    const own = await idOf('ktp', session);
    const foreign = await idOf('ktp', 'visit-link-other');
    const selfie = await idOf('selfie', session);
    // Each names the missing document's place, so the page can show that one to upload again.
    const cases: [Record<string, string>, string][] = [
      [{ ktp: foreign }, '/payload/documents/ktp'],
      [{ ktp: selfie }, '/payload/documents/ktp'],
      [{ ktp: own, kk: 'A'.repeat(43) }, '/payload/documents/kk'],
    ];
    for (const [documents, field] of cases) {
      const numbersBefore = await t.tdb.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders');
      const res = await postpaid(session, documents);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json<Envelope>()).toMatchObject({ code: 40017, errors: { field } });
      expect(await t.tdb.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders')).toEqual(numbersBefore);
    }
    // The whole order rolled back: the session's KTP is still its own, free for the next try.
    expect(await orderOf(own)).toBeNull();
  });

  it('a postpaid order without documents, or with a malformed id, is a 400 of its payload', async () => {
    const res = await shop.postJson('/api/orders', orderBody(await shop.freeNumber(), { packageId: 8, identity: IDENTITY, billing: BILLING },
      { orderType: 'SIMPOST', journey: 'POSTPAID', sessionId: 'visit-link-3' }));
    expect(res.statusCode).toBe(400);
    const bad = await postpaid('visit-link-3', { ktp: 'not-an-id' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('a large body over a real connection', () => {
  it('refuses 50 MB early: the answer comes before the client has sent it all', async () => {
    const { port } = await listeningApp(t.tdb.db);
    const total = 50 * 1024 * 1024;
    const up = rawUpload(port, { bytes: Buffer.concat([jpeg, Buffer.alloc(total - jpeg.length, 0)]), fileName: 'big.jpg' }, { session: SESSION });
    let sent = 0;
    let answered = false;
    void up.answer.then(() => { answered = true; });
    const pump = () => {
      while (!answered && sent < up.payload.length && !up.socket.destroyed) {
        const chunk = up.payload.subarray(sent, sent + 64 * 1024);
        sent += chunk.length;
        if (!up.socket.write(chunk)) { up.socket.once('drain', pump); return; }
      }
    };
    pump();
    const result = await up.answer;
    expect(result.status, result.body).toBe(413);
    expect(JSON.parse(result.body)).toMatchObject({ code: 413 });
    // The server stopped at 3 MB: far less than the 50 MB had been sent when the refusal came.
    expect(sent).toBeLessThan(total / 2);
  }, 60_000);

  it('a refusal answers connection: close, as the rest of the body is never read, and the server closes the connection', async () => {
    const { port } = await listeningApp(t.tdb.db);
    // Not an image: refused at its first bytes, with most of the announced body still to come.
    const up = rawUpload(port, { bytes: Buffer.alloc(1024 * 1024, 0x41) }, { session: SESSION });
    up.socket.write(up.payload.subarray(0, 8192));
    const answer = await up.answer;
    expect(answer.status).toBe(415);
    expect(answer.headers).toContain('connection: close');
    expect(JSON.parse(answer.body)).toMatchObject({ code: 40026 });
    // The client never finishes the body: the server ends the connection by itself.
    await up.closed;
  });
});

describe('DOCUMENT_DIR', () => {
  it('is beside the embedded database on disk, and unset (the rows) on PostgreSQL or in memory unless given', () => {
    expect(loadConfiguration({ DATA_DIR: '/srv/shop/pglite' }).knob(documentDir)).toBe('/srv/shop/pglite-documents');
    expect(loadConfiguration({}).knob(documentDir)).toMatch(/\/data\/pglite-documents$/);
    expect(loadConfiguration({ DATA_DIR: 'memory://' }).knob(documentDir)).toBeUndefined();
    expect(loadConfiguration({ DATABASE_URL: 'postgres://db/shop' }).knob(documentDir)).toBeUndefined();
    expect(loadConfiguration({ DATABASE_URL: 'postgres://db/shop', DOCUMENT_DIR: '/srv/docs' }).knob(documentDir)).toBe('/srv/docs');
  });
});

describe('DOCUMENT_KEY', () => {
  it('takes 32 bytes as hex or base64 and refuses anything else', () => {
    const bytes = Buffer.alloc(32, 7);
    expect(loadConfiguration({ DOCUMENT_KEY: bytes.toString('hex') }).knob(documentKey).equals(bytes)).toBe(true);
    expect(loadConfiguration({ DOCUMENT_KEY: bytes.toString('base64') }).knob(documentKey).equals(bytes)).toBe(true);
    expect(loadConfiguration({ DOCUMENT_KEY: bytes.toString('base64url') }).knob(documentKey).equals(bytes)).toBe(true);
    for (const bad of ['short', 'ab'.repeat(31), Buffer.alloc(31).toString('base64'), Buffer.alloc(33).toString('base64')]) {
      expect(() => loadConfiguration({ DOCUMENT_KEY: bad }), bad).toThrow(/DOCUMENT_KEY must be 32 bytes/);
    }
    expect(loadConfiguration({}).knob(documentKey)).toHaveLength(32);
    expect(() => loadConfiguration({ DOCUMENT_RETENTION_DAYS: '0' })).toThrow(/DOCUMENT_RETENTION_DAYS/);
  });
});

describe('logs', () => {
  it('hold neither the file name, the session, nor the image, even for a refusal or a failed read', async () => {
    const lines: string[] = [];
    const config = testConfig({ adminToken: 'admin-token-of-the-log-test' });
    const app = await buildApp({ db: t.tdb.db, config, site: async () => TEST_SITE, logSink: { write: (l) => void lines.push(l) } });
    onTestFinished(() => app.close());
    await app.ready();
    const h = harness(app, config, { now: new Date() });
    const name = 'Siti-Rahayu-3171234567890001.jpg';
    const ok = await upload('ktp', { bytes: jpeg, fileName: name }, 'visit-siti-rahayu', h);
    expect(ok.statusCode).toBe(200);
    await upload('ktp', { bytes: Buffer.from('MZ not an image'), fileName: name }, 'visit-siti-rahayu', h);
    const id = ok.json<DocumentUploadResponse>().documentId;
    await t.tdb.db.query("UPDATE identity_documents SET tag = '\\x00000000000000000000000000000000'::bytea WHERE id = $1", [id]);
    const read = await app.inject({ method: 'GET', url: `/api/studio/documents/${id}`, headers: { authorization: 'Bearer admin-token-of-the-log-test' } });
    expect(read.statusCode).toBe(500);
    const log = lines.join('');
    expect(log.length).toBeGreaterThan(0);
    for (const personal of ['Siti', '3171234567890001', 'visit-siti-rahayu', 'JFIF']) expect(log).not.toContain(personal);
  });
});

describe('an unreachable ID-card check', () => {
  it('is a 503 in the envelope, and nothing is stored', async () => {
    const h = await makeApp(t.tdb.db, {}, new Date(), { idCard: { name: 'down', check: () => Promise.reject(new Error('connect ECONNREFUSED')) } });
    onTestFinished(() => h.app.close());
    const res = await upload('ktp', { bytes: jpeg }, 'visit-provider-down', h);
    expect(res.statusCode).toBe(503);
    expect(res.json<Envelope>().code).toBe(503);
    expect(await t.tdb.db.query("SELECT id FROM identity_documents WHERE session_id = 'visit-provider-down'")).toEqual([]);
  });
});
