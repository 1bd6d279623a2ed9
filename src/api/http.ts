/** fetch wrapper: JSON in and out, errors as ApiError, network failures as code 500. */
import { ApiError, toApiError } from './api-error';

export type Query = Record<string, string | number | boolean | undefined>;

export function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '') params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/**
 * How requests reach the shop API: the browser's fetch, or, when the server renders a page, a
 * function that answers same-origin paths in-process (set once by the server entry).
 */
export type Transport = (url: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (url, init) => fetch(url, init);
export function setTransport(next: Transport): void { transport = next; }

/**
 * The customer's language, sent with every call (Accept-Language) so the server writes its error texts in it.
 * Set by the browser's shell as the language changes; a server render (many visitors at once) sets none.
 */
let language: string | undefined;
export function setRequestLanguage(next: 'id' | 'en' | undefined): void { language = next; }

export interface RequestOptions { query?: Query; body?: unknown; signal?: AbortSignal; headers?: Record<string, string> }

export async function request<T>(method: 'GET' | 'POST' | 'DELETE', path: string, opts: RequestOptions = {}): Promise<T> {
  let res: Response;
  try {
    res = await transport(withQuery(path, opts.query), {
      method,
      headers: {
        accept: 'application/json', ...(opts.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(language ? { 'accept-language': language } : {}), ...opts.headers,
      },
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      signal: opts.signal,
      credentials: 'same-origin',
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError(500, err instanceof Error ? err.message : 'network error', 0);
  }
  let body: unknown = null;
  try { body = await res.json(); } catch { body = null; }
  if (!res.ok) throw toApiError(res.status, body);
  return body as T;
}

/**
 * Reads whose failure must not break a screen (spec section 7): the error is logged and the
 * fallback returned, so the caller's loading state always clears.
 */
export async function readOr<T>(read: () => Promise<T>, fallback: T, what: string): Promise<T> {
  try {
    return await read();
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') return fallback;
    console.warn(`[api] ${what} failed`, err);
    return fallback;
  }
}
