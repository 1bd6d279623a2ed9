// The multipart upload client: URL from the operation table, upload progress reported, the error
// envelope read into ApiError with its catalogue code, a network failure as status 0.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/api-error';
import { uploadFile } from '../../../src/api/upload';

type Listener = (e: { lengthComputable: boolean; loaded: number; total: number }) => void;

class FakeXhr {
  static last: FakeXhr | undefined;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  private listeners: Record<string, (() => void)[]> = {};
  private progress: Listener[] = [];
  upload = { addEventListener: (_: string, fn: Listener) => { this.progress.push(fn); } };
  constructor() { FakeXhr.last = this; }
  open(method: string, url: string) { this.method = method; this.url = url; }
  setRequestHeader(k: string, v: string) { this.headers[k] = v; }
  addEventListener(type: string, fn: () => void) { (this.listeners[type] ??= []).push(fn); }
  send(body: unknown) { this.body = body; }
  abort() { this.emit('abort'); }
  emit(type: string) { for (const fn of this.listeners[type] ?? []) fn(); }
  sent(loaded: number, total: number) { for (const fn of this.progress) fn({ lengthComputable: true, loaded, total }); }
  answer(status: number, body: unknown) { this.status = status; this.responseText = JSON.stringify(body); this.emit('load'); }
}

beforeEach(() => { vi.stubGlobal('XMLHttpRequest', FakeXhr); });
afterEach(() => { vi.unstubAllGlobals(); FakeXhr.last = undefined; });

const input = { params: { kind: 'ktp' }, query: { sessionId: 'visit 1' } };

describe('uploadFile', () => {
  it('posts one multipart part `file` to the operation\'s URL and reports progress', async () => {
    const seen: number[] = [];
    const done = uploadFile('documents.upload', input, new Blob(['abc'], { type: 'image/jpeg' }), 'ktp.jpg', {
      onProgress: ({ loaded, total }) => seen.push(Math.round((loaded / total) * 100)),
    });
    const xhr = FakeXhr.last;
    if (!xhr) throw new Error('no request');
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/documents/ktp?sessionId=visit+1');
    expect(xhr.body).toBeInstanceOf(FormData);
    const file = (xhr.body as FormData).get('file');
    expect(file).toBeInstanceOf(Blob);
    expect((file as File).name).toBe('ktp.jpg');
    xhr.sent(50, 200);
    xhr.sent(200, 200);
    xhr.answer(200, { documentId: 'x', kind: 'ktp' });
    await expect(done).resolves.toEqual({ documentId: 'x', kind: 'ktp' });
    expect(seen).toEqual([25, 100]);
  });

  it('a refusal is an ApiError with the envelope\'s code; a lost connection is status 0', async () => {
    const refused = uploadFile('documents.upload', input, new Blob(['x']), 'a.jpg');
    FakeXhr.last?.answer(422, { code: 40025, message: 'not a KTP', errors: { message: 'not a KTP' } });
    await expect(refused).rejects.toMatchObject({ code: 40025, status: 422 });
    const lost = uploadFile('documents.upload', input, new Blob(['x']), 'a.jpg');
    FakeXhr.last?.emit('error');
    const err = await lost.catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(0);
  });

  it('an abort signal cancels the upload with an AbortError', async () => {
    const ctl = new AbortController();
    const upload = uploadFile('documents.upload', input, new Blob(['x']), 'a.jpg', { signal: ctl.signal });
    ctl.abort();
    await expect(upload).rejects.toMatchObject({ name: 'AbortError' });
  });
});
