// Uploads identity documents in server tests: a multipart body built by hand (what a browser's
// FormData sends), and the KTP a postpaid order needs before it can be placed.
import { connect, type Socket } from 'node:net';
import sharp from 'sharp';
import type { DocumentUploadResponse } from '../../src/contracts';
import type { Harness } from './harness';

export interface FilePart { name?: string; fileName?: string; type?: string; bytes: Buffer }

export function multipart(parts: FilePart[], boundary = '----shop-test-boundary-7d1f'): { payload: Buffer; headers: Record<string, string> } {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name ?? 'file'}"; filename="${p.fileName ?? 'ktp.jpg'}"\r\n`
      + `Content-Type: ${p.type ?? 'image/jpeg'}\r\n\r\n`));
    chunks.push(p.bytes, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export async function uploadDocument(h: Harness, kind: string, part: FilePart, session: string) {
  const { payload, headers } = multipart([part]);
  return h.app.inject({ method: 'POST', url: `/api/documents/${kind}?sessionId=${session}`, payload, headers });
}

/** A noisy photo-like image, so the encoder cannot shrink it to nothing. */
export const noise = (w: number, h: number) => Buffer.from(Array.from({ length: w * h * 3 }, (_, i) => (i * 7919) % 251));

let sample: Promise<Buffer> | undefined;
/** A small real JPEG the sandbox ID-card check accepts. */
export const sampleJpeg = (): Promise<Buffer> => (sample ??= sharp(noise(64, 40), { raw: { width: 64, height: 40, channels: 3 } }).jpeg().toBuffer());

/** Uploads a KTP for the session and answers the payload part a postpaid order names it with. */
export async function ktpFor(h: Harness, session: string): Promise<{ documents: { ktp: string } }> {
  const res = await uploadDocument(h, 'ktp', { bytes: await sampleJpeg() }, session);
  if (res.statusCode !== 200) throw new Error(`KTP upload failed: ${res.statusCode} ${res.body}`);
  return { documents: { ktp: res.json<DocumentUploadResponse>().documentId } };
}

export interface RawAnswer {
  status: number;
  /** Header lines, lower-cased ('connection: close'). */
  headers: string[];
  body: string;
}

export interface RawUpload {
  socket: Socket;
  /** The whole multipart body; the test writes it (or part of it) on `socket`, when it wants. */
  payload: Buffer;
  /** The answer, once its head and as much body as it announces have arrived (or the connection closed). */
  answer: Promise<RawAnswer>;
  /** The connection is closed, whichever side closed it. */
  closed: Promise<void>;
}

/**
 * An upload over a connection of its own, so a test decides when each byte goes (or never does): the
 * request head is sent at once, announcing the whole `payload`; the server may close while the client
 * is still writing, which an HTTP client would report as EPIPE.
 */
export function rawUpload(port: number, part: FilePart, opts: { session: string; kind?: string; from?: string; bodyLength?: number }): RawUpload {
  const { payload, headers } = multipart([part]);
  const socket = connect({ host: '127.0.0.1', port, localAddress: opts.from ?? '127.0.0.1' });
  socket.on('error', () => undefined); // EPIPE / ECONNRESET once the server has hung up: expected
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  const answer = new Promise<RawAnswer>((resolve) => {
    let received = Buffer.alloc(0);
    const parsed = (): RawAnswer | undefined => {
      const end = received.indexOf('\r\n\r\n');
      if (end < 0) return undefined;
      const [status = '', ...lines] = received.subarray(0, end).toString('latin1').split('\r\n');
      const headerLines = lines.map((l) => l.toLowerCase());
      const length = Number(headerLines.find((l) => l.startsWith('content-length:'))?.split(':')[1] ?? 0);
      const body = received.subarray(end + 4);
      if (body.length < length) return undefined;
      return { status: Number(status.split(' ')[1]), headers: headerLines, body: body.toString('utf8') };
    };
    socket.on('data', (d: Buffer) => {
      received = Buffer.concat([received, d]);
      const a = parsed();
      if (a) resolve(a);
    });
    void closed.then(() => resolve(parsed() ?? { status: 0, headers: [], body: received.toString('latin1') }));
  });
  socket.write(`POST /api/documents/${opts.kind ?? 'other'}?sessionId=${opts.session} HTTP/1.1\r\nHost: 127.0.0.1\r\n`
    + `Content-Type: ${headers['content-type'] ?? ''}\r\nContent-Length: ${opts.bodyLength ?? payload.length}\r\n\r\n`);
  return { socket, payload, answer, closed };
}
