// The business constants the server acts on are read from the PUBLISHED site definition, where an
// editor changes them: the orders per KTP (maxOrdersPerKtp: the check and the order's own claim), and
// what an identity document upload may be (uploadMaxBytes, uploadTypes). Each is published changed
// through the lake, and the next request behaves by the new value.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NikCheckResponse } from '../../src/contracts';
import { buildApp } from '../../src/server/app';
import { BILLING_AREA, seedBillingArea } from './area-fixture';
import { ktpFor, noise, sampleJpeg, uploadDocument } from './document-upload';
import { harness, openTestDb, testConfig, type Envelope, type Harness, type TestDb } from './harness';
import { orderBody, shopClient } from './shop-client';

let tdb: TestDb;
let h: Harness;
beforeAll(async () => {
  tdb = await openTestDb(200);
  await seedBillingArea(tdb.db);
  const clock = { now: new Date() };
  const config = testConfig();
  // No `site` given: the app reads the published site definition, as in production.
  const app = await buildApp({ db: tdb.db, config, now: () => clock.now });
  await app.ready();
  h = harness(app, config, clock);
}, 60_000);
afterAll(async () => {
  await h?.app.close();
  await tdb?.close();
});

const { postJson, freeNumber } = shopClient(() => h);

type Constants = Record<string, unknown>;
let published: { body: { constants: Constants } & Record<string, unknown> } | undefined;

/** The published site with `constants` changed, written through the lake's mutate API (an editor's publish). */
async function publishConstants(constants: Constants): Promise<void> {
  published ??= (await tdb.db.query<{ body: { body: { constants: Constants } & Record<string, unknown> } }>(
    `SELECT body FROM lake_documents WHERE id = 'def.site.site'`))[0]?.body;
  if (!published) throw new Error('no published site');
  const body = { ...published.body, constants: { ...published.body.constants, ...constants } };
  const res = await h.app.inject({
    method: 'POST', url: '/v2025-02-19/data/mutate/production',
    headers: { authorization: `Bearer ${h.config.adminToken ?? ''}`, 'content-type': 'application/json' },
    payload: JSON.stringify({ mutations: [{ patch: { id: 'def.site.site', set: { body } } }] }),
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** Jakarta Pusat (31.71.01), born 1 January 1990, serial `serial`. */
const nikWith = (serial: string) => `317101010190${serial}`;
const validNik = (nik: string) => postJson('/api/order/post/valid/nik', { nik });

async function postpaidOrder(nik: string, session: string) {
  const billing = { email: 'budi@example.com', phone: '081512345678', address: 'Jl. Merdeka 1, Jakarta', ...BILLING_AREA };
  const identity = { noKtp: nik, namaKtp: 'Budi Santoso', pobKtp: 'Jakarta', dobKtp: '1990-01-01', noKK: '3171010101900099' };
  const body = orderBody(await freeNumber(), { packageId: 8, identity, billing, ...(await ktpFor(h, session)) },
    { orderType: 'SIMPOST', journey: 'POSTPAID', sessionId: session });
  return postJson('/api/orders', body);
}

describe('published site constants', () => {
  it('maxOrdersPerKtp: the KTP check and the order claim follow the published limit', async () => {
    const nik = nikWith('7001');
    expect((await validNik(nik)).json<NikCheckResponse>().orders_left).toBe(3);
    await publishConstants({ maxOrdersPerKtp: 1 });
    expect((await validNik(nik)).json<NikCheckResponse>().orders_left).toBe(1);
    expect((await postpaidOrder(nik, 'ktp-1')).statusCode).toBe(200);
    const check = await validNik(nik);
    expect(check.statusCode).toBe(409);
    expect(check.json<Envelope>()).toMatchObject({ code: 40016, message: 'You have already ordered 1 time with the same KTP.' });
    const second = await postpaidOrder(nik, 'ktp-2');
    expect(second.statusCode).toBe(409);
    expect(second.json<Envelope>().code).toBe(40016);

    // Raised past the spec's 3: the table no longer caps it (migration 85), the claim does.
    await publishConstants({ maxOrdersPerKtp: 5 });
    for (let i = 2; i <= 5; i++) expect((await postpaidOrder(nik, `ktp-${i + 1}`)).statusCode).toBe(200);
    expect((await postpaidOrder(nik, 'ktp-7')).json<Envelope>()).toMatchObject({ code: 40016, message: 'You have already ordered 5 times with the same KTP.' });
    const [row] = await tdb.db.query<{ orders: number }>('SELECT orders FROM ktp_usage WHERE nik = $1', [nik]);
    expect(row?.orders).toBe(5);
    await publishConstants({ maxOrdersPerKtp: 3 });
  });

  it('uploadMaxBytes and uploadTypes: an upload is held to the published size and types', async () => {
    const jpeg = await sampleJpeg();
    const png = await sharp(noise(32, 20), { raw: { width: 32, height: 20, channels: 3 } }).png().toBuffer();
    const padded = Buffer.concat([jpeg, Buffer.alloc(8000 - jpeg.length, 0)]);
    expect((await uploadDocument(h, 'other', { bytes: padded }, 'up-1')).statusCode).toBe(200);
    expect((await uploadDocument(h, 'other', { bytes: png, type: 'image/png', fileName: 'a.png' }, 'up-1')).statusCode).toBe(200);

    await publishConstants({ uploadMaxBytes: 4096, uploadTypes: ['image/jpeg'] });
    const big = await uploadDocument(h, 'other', { bytes: padded }, 'up-2');
    expect(big.statusCode).toBe(413);
    expect(big.json<Envelope>().message).toContain('(4,096 bytes)');
    const refusedPng = await uploadDocument(h, 'other', { bytes: png, type: 'image/png', fileName: 'a.png' }, 'up-2');
    expect(refusedPng.statusCode).toBe(415);
    expect(refusedPng.json<Envelope>().message).toContain('Use a JPG file');
    expect((await uploadDocument(h, 'other', { bytes: jpeg }, 'up-2')).statusCode).toBe(200);

    await publishConstants({ uploadMaxBytes: 3 * 1024 * 1024, uploadTypes: ['image/jpeg', 'image/png'] });
    expect((await uploadDocument(h, 'other', { bytes: png, type: 'image/png', fileName: 'a.png' }, 'up-3')).statusCode).toBe(200);
  });
});
