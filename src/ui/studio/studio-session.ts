// The admin token of this tab (sessionStorage, shared with the shop's preview mode) and the studio's
// calls to the shop API. The token goes in the Authorization header, never in a URL.
import { readSession, removeSession, writeSession } from '../../state/browser-storage';
import { STUDIO_TOKEN_KEY } from '../../state/definitions-model';

export const readToken = (): string | null => {
  const t = readSession(STUDIO_TOKEN_KEY);
  return typeof t === 'string' && t !== '' ? t : null;
};
export const saveToken = (token: string): void => writeSession(STUDIO_TOKEN_KEY, token);
export const clearToken = (): void => removeSession(STUDIO_TOKEN_KEY);

/** A reason the server gives; `text` (both languages) when it is said in the editor's words. */
export interface Issue { file: string; pointer: string; message: string; text?: { id: string; en: string } }

export class StudioHttpError extends Error {
  constructor(readonly status: number, message: string, readonly issues: Issue[] = []) { super(message); }
}

const isRec = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export async function studioCall<T>(token: string, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const res = await fetch(path, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const message = isRec(json) && typeof json.message === 'string' ? json.message : `HTTP ${res.status}`;
    const issues = isRec(json) && Array.isArray(json.issues) ? (json.issues as Issue[]) : [];
    throw new StudioHttpError(res.status, message, issues);
  }
  return json as T;
}
