/**
 * A file upload to an operation of the table, as multipart/form-data with one part `file`.
 * XMLHttpRequest rather than fetch: only it reports upload progress. The URL comes from the operation
 * (its path and the caller's params and query), errors from the shop's envelope as ApiError.
 */
import { operationUrl, type OperationInput } from '../contracts/operation';
import { OPERATION_TABLE } from '../contracts/operation-table';
import type { OperationName } from '../contracts/operations';
import { ApiError, toApiError } from './api-error';

export interface UploadProgress { loaded: number; total: number }

export interface UploadOptions {
  /** Called as the body leaves the browser; total is the whole multipart body. */
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

const parse = (text: string): unknown => {
  try { return JSON.parse(text) as unknown; } catch { return null; }
};

export function uploadFile(
  name: OperationName, input: Pick<OperationInput, 'params' | 'query'>, file: Blob, fileName: string, opts: UploadOptions = {},
): Promise<unknown> {
  const op = OPERATION_TABLE[name];
  const url = operationUrl(op, input);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    const done = () => opts.signal?.removeEventListener('abort', abort);
    xhr.open(op.method, url);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.addEventListener('progress', (e) => {
      if (e.lengthComputable) opts.onProgress?.({ loaded: e.loaded, total: e.total });
    });
    xhr.addEventListener('load', () => {
      done();
      const body = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) resolve(body);
      else reject(toApiError(xhr.status, body));
    });
    // The server may refuse an oversize body before reading it all and close the connection: no answer
    // reaches us then, which is a network error here (status 0), like fetch's.
    xhr.addEventListener('error', () => { done(); reject(new ApiError(500, 'network error', 0)); });
    xhr.addEventListener('abort', () => { done(); reject(new DOMException('aborted', 'AbortError')); });
    opts.signal?.addEventListener('abort', abort, { once: true });
    const form = new FormData();
    form.append('file', file, fileName);
    xhr.send(form);
  });
}
