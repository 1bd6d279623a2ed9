// Uploads identity documents in server tests: a multipart body built by hand (what a browser's
// FormData sends), and the KTP a postpaid order needs before it can be placed.
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
