/**
 * How the browser reads the content API: a GET that, in a preview tab, asks for drafts with the
 * studio's credentials; and the coercions every normaliser of edited content shares. Shared by the
 * home's content client (content.ts) and the shell's maintenance read (maintenance.ts), which every
 * route loads: that one does not bring the content normalisers with it.
 */
import { request } from './http';

export interface LangText { id: string; en: string }
export type Rec = Record<string, unknown>;

export const isRec = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);
export const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
export const text = (v: unknown): LangText => (isRec(v) ? { id: str(v.id), en: str(v.en) } : { id: str(v), en: str(v) });

/** Set in a preview tab: every read asks for drafts (`?preview=1`) with the studio's credentials. */
let draftsAuth: Record<string, string> | null = null;
export function readContentDrafts(headers: Record<string, string> | null): void { draftsAuth = headers; }

export const contentGet = (path: string, query?: Record<string, string>, signal?: AbortSignal): Promise<unknown> => (draftsAuth
  ? request<unknown>('GET', path, { query: { ...query, preview: '1' }, signal, headers: draftsAuth })
  : request<unknown>('GET', path, { query, signal }));
