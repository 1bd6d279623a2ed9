// No client can hold the shop's connections and memory by being slow or many (issue 31): an upload that
// stops half-way is closed once the client has been silent for the idle timeout, one that trickles in
// is cut at the request timeout, and one address has a bounded number of uploads in flight. Over real
// connections, with the timeouts shortened through the configuration.
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { UPLOADS_PER_ADDRESS, UPLOADS_PER_VISIT } from '../../src/server/domains/documents/uploads-per-client';
import { rawUpload, sampleJpeg } from './document-upload';
import { listeningApp, openTestDb, type TestDb } from './harness';

let tdb: TestDb | undefined;
beforeAll(async () => { tdb = await openTestDb(200); }, 60_000);
afterAll(async () => { await tdb?.close(); });
const db = () => {
  if (!tdb) throw new Error('no database');
  return tdb.db;
};

/** A photo-like JPEG of 1 MB: its first bytes pass the type check, so the server waits for the rest. */
const largeJpeg = async () => {
  const jpeg = await sampleJpeg();
  return Buffer.concat([jpeg, Buffer.alloc(1024 * 1024 - jpeg.length, 0)]);
};

/** An event stream, once its first bytes have come. */
async function openStream(port: number, path: string): Promise<Socket> {
  const socket = connect(port, '127.0.0.1');
  socket.on('error', () => undefined);
  onTestFinished(() => { socket.destroy(); });
  const opened = new Promise<void>((resolve) => socket.once('data', () => resolve()));
  socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n`);
  await opened;
  return socket;
}

describe('timeouts', () => {
  it('an upload that stops half-way is closed once its client has been silent for the idle timeout; the event streams stay open', async () => {
    const { port } = await listeningApp(db(), { timeouts: { idleMs: 400, requestMs: 60_000 } });
    // Opened first, so their quiet time has passed the idle timeout too when the upload's has.
    const streams = await Promise.all(['/api/live', '/v2025-02-19/data/listen/production?query=*'].map((p) => openStream(port, p)));
    const up = rawUpload(port, { bytes: await largeJpeg() }, { session: 'visit-stalled' });
    up.socket.write(up.payload.subarray(0, 64 * 1024));
    await up.closed;
    expect((await up.answer).status).toBe(0); // closed without an answer: nobody is waiting for one
    expect(streams.map((s) => s.destroyed || s.readableEnded)).toEqual([false, false]);
  });

  it('an upload that trickles in past the request timeout gets a 408 in the envelope, and its connection is closed', async () => {
    // Never silent for long: only the whole-request timeout can stop it.
    const { port } = await listeningApp(db(), { timeouts: { idleMs: 20_000, requestMs: 800 } });
    const up = rawUpload(port, { bytes: await largeJpeg() }, { session: 'visit-trickle' });
    let at = 0;
    const trickle = setInterval(() => {
      if (!up.socket.destroyed) up.socket.write(up.payload.subarray(at, (at += 256)));
    }, 20);
    onTestFinished(() => clearInterval(trickle));
    const answer = await up.answer;
    expect(answer.status).toBe(408);
    expect(answer.headers).toContain('connection: close');
    expect(JSON.parse(answer.body)).toMatchObject({ code: 408, errors: { message: expect.any(String) } });
    await up.closed;
    expect(at).toBeLessThan(up.payload.length);
  });
});

describe('uploads in flight per visit and per client address', () => {
  /** `count` uploads sent at once, each stopping before the end of its body: the one the server counts last is refused. */
  async function oneTooMany(port: number, jpeg: Buffer, count: number, session: (i: number) => string) {
    const ups = Array.from({ length: count }, (_, i) => rawUpload(port, { bytes: jpeg }, { session: session(i) }));
    for (const up of ups) up.socket.write(up.payload.subarray(0, 200));
    const refused = await Promise.race(ups.map((up) => up.answer.then(() => up)));
    const answer = await refused.answer;
    expect(answer.status, answer.body).toBe(429);
    expect(answer.headers).toContain('connection: close');
    expect(JSON.parse(answer.body)).toMatchObject({ code: 429, errors: { message: expect.any(String) } });
    await refused.closed;
    const held = ups.filter((up) => up !== refused);
    return async () => {
      for (const up of held) up.socket.write(up.payload.subarray(200));
      expect((await Promise.all(held.map((up) => up.answer))).map((a) => a.status)).toEqual(held.map(() => 200));
    };
  }

  it(`at most ${UPLOADS_PER_VISIT} at once per visit: one more is a 429 in the envelope with connection: close, another visit and address are not counted, a finished one frees its place`, async () => {
    const { port } = await listeningApp(db());
    const jpeg = await sampleJpeg();
    const finish = await oneTooMany(port, jpeg, UPLOADS_PER_VISIT + 1, () => 'visit-many');
    // Another visit from the same address, and another address, meanwhile: their own counts.
    for (const [session, from] of [['visit-next-door', undefined], ['visit-other-address', '127.0.0.2']] as const) {
      const other = rawUpload(port, { bytes: jpeg }, { session, ...(from ? { from } : {}) });
      other.socket.write(other.payload);
      expect((await other.answer).status).toBe(200);
    }
    await finish();
    const next = rawUpload(port, { bytes: jpeg }, { session: 'visit-many' });
    next.socket.write(next.payload);
    expect((await next.answer).status).toBe(200);
  });

  it(`at most ${UPLOADS_PER_ADDRESS} at once per address, whatever the visits (several shoppers share one behind a carrier's NAT)`, async () => {
    const { port } = await listeningApp(db());
    const jpeg = await sampleJpeg();
    const finish = await oneTooMany(port, jpeg, UPLOADS_PER_ADDRESS + 1, (i) => `visit-crowd-${i}`);
    await finish();
  });
});
