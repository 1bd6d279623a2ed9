// No client can hold the shop's connections and memory by being slow (issue 31): an upload that stops
// half-way is closed once the client has been silent for the idle timeout, and one that trickles in is
// cut at the request timeout. Over real connections, with the timeouts shortened through the configuration.
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
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
