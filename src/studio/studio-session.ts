// How this tab calls the studio API: the admin token (sessionStorage, shared with the shop's preview
// mode; in the Authorization header, never in a URL) or an editor's session cookie (HTTP-only, sent
// by the browser) with the session's CSRF token on every call.
import { readSession, removeSession, writeSession } from '../state/browser-storage';
import { STUDIO_SIGNED_IN_KEY, STUDIO_TOKEN_KEY } from '../state/definitions-model';

export const readToken = (): string | null => {
  const t = readSession(STUDIO_TOKEN_KEY);
  return typeof t === 'string' && t !== '' ? t : null;
};
export const saveToken = (token: string): void => writeSession(STUDIO_TOKEN_KEY, token);
/** Forgets the token and the sign-in mark (sign-out, or the server refused them). */
export const clearToken = (): void => { removeSession(STUDIO_TOKEN_KEY); removeSession(STUDIO_SIGNED_IN_KEY); };
/** Tells the shop's preview in this tab (and tabs it opens) that an editor is signed in. */
export const markSignedIn = (): void => writeSession(STUDIO_SIGNED_IN_KEY, true);

/** The admin token, or a signed-in editor's cookie session (its CSRF token; the cookie itself is unreadable). */
export type StudioAuth = { kind: 'token'; token: string } | { kind: 'session'; csrf: string };
/** Before signing in: the cookie, if any, is all there is. */
export const NO_CSRF: StudioAuth = { kind: 'session', csrf: '' };

export const CSRF_HEADER = 'x-csrf-token';

/** The headers that carry the caller (the cookie travels by itself on same-origin calls). */
export const authHeaders = (auth: StudioAuth): Record<string, string> =>
  (auth.kind === 'token' ? { authorization: `Bearer ${auth.token}` } : auth.csrf ? { [CSRF_HEADER]: auth.csrf } : {});

/** A reason the server gives; `text` (both languages) when it is said in the editor's words. */
export interface Issue { file: string; pointer: string; message: string; text?: { id: string; en: string } }

export class StudioHttpError extends Error {
  constructor(readonly status: number, message: string, readonly issues: Issue[] = [], readonly text?: { id: string; en: string }) { super(message); }
}

const isRec = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isText = (v: unknown): v is { id: string; en: string } => isRec(v) && typeof v.id === 'string' && typeof v.en === 'string';

export async function studioCall<T>(auth: StudioAuth, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const res = await fetch(path, {
    method,
    credentials: 'same-origin',
    headers: { ...authHeaders(auth), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const message = isRec(json) && typeof json.message === 'string' ? json.message : `HTTP ${res.status}`;
    const issues = isRec(json) && Array.isArray(json.issues) ? (json.issues as Issue[]) : [];
    throw new StudioHttpError(res.status, message, issues, isRec(json) && isText(json.text) ? json.text : undefined);
  }
  return json as T;
}
