// The studio's view of the content lake: the Sanity HTTP API subset of docs/contracts.md (doc,
// query, mutate, history). One implementation, two transports: in-process `app.inject` on the
// local lake (no network, works in tests) or fetch to hosted Sanity when SANITY_PROJECT_ID is set.
import type { FastifyInstance } from 'fastify';
import { AUTHOR_HEADER } from '../lake/author';

export const LAKE_API_VERSION = 'v2025-02-19';

export interface LakeDoc {
  _id: string;
  _type: string;
  _rev?: string;
  _createdAt?: string;
  _updatedAt?: string;
  [key: string]: unknown;
}

export interface Revision {
  /** The transaction id = the document's _rev after it. */
  rev: string;
  at: string;
  documentId: string;
  /** create | update | delete (local lake). */
  operation?: string;
  /** Who made it: an editor's email, "admin token", or hosted Sanity's user id. */
  author?: string;
}

export type Mutation =
  | { createOrReplace: LakeDoc }
  | { create: LakeDoc }
  | { delete: { id: string } }
  /** Used as a guard: refused (409) unless the document is still at that revision. */
  | { patch: { id: string; ifRevisionID: string; set: Record<string, unknown> } };

export interface LakeResponse { status: number; body: string }
export type LakeTransport = (method: 'GET' | 'POST', path: string, token: string, body?: unknown, headers?: Record<string, string>) => Promise<LakeResponse>;

export class LakeError extends Error {
  constructor(readonly status: number, message: string) { super(message); }
}

const isRec = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
export const isLakeDoc = (v: unknown): v is LakeDoc => isRec(v) && typeof v._id === 'string' && typeof v._type === 'string';

/** Local lake, same Fastify instance. */
export function injectTransport(app: FastifyInstance): LakeTransport {
  return async (method, path, token, body, headers = {}) => {
    const res = await app.inject({
      method, url: path, headers: { ...headers, authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
    return { status: res.statusCode, body: res.body };
  };
}

/** Hosted Sanity (https://<projectId>.api.sanity.io). */
export function fetchTransport(base: string): LakeTransport {
  return async (method, path, token, body, headers = {}) => {
    const res = await fetch(`${base}${path}`, {
      method, headers: { ...headers, authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: res.status, body: await res.text() };
  };
}

export interface Lake {
  getDocument(id: string): Promise<LakeDoc | null>;
  query(groq: string, params?: Record<string, unknown>): Promise<unknown>;
  /** One transaction; `author` names the editor it is made for (the local lake records it). Its transaction id. */
  mutate(mutations: Mutation[], author?: string): Promise<string | undefined>;
  /** The document as it was at a revision (null when unknown). */
  atRevision(id: string, rev: string): Promise<LakeDoc | null>;
  /** Revisions of the published document and its draft, newest first. */
  revisions(id: string): Promise<Revision[]>;
}

export function createLake(transport: LakeTransport, dataset: string, token: () => string): Lake {
  const v = `/${LAKE_API_VERSION}`;
  const call = async (method: 'GET' | 'POST', path: string, body?: unknown, headers?: Record<string, string>): Promise<LakeResponse> => {
    const res = await transport(method, `${v}${path}`, token(), body, headers);
    if (res.status >= 400) throw new LakeError(res.status, `lake ${method} ${path.split('?')[0]}: HTTP ${res.status} ${res.body.slice(0, 300)}`);
    return res;
  };
  const json = (res: LakeResponse): unknown => (res.body ? (JSON.parse(res.body) as unknown) : null);
  const enc = encodeURIComponent;

  /** Hosted Sanity: NDJSON of the transactions touching the ids ({ id, timestamp, documentIDs, ... }). */
  const sanityTransactions = async (id: string): Promise<Revision[]> => {
    const res = await call('GET', `/data/history/${dataset}/transactions/${enc(id)},${enc(`drafts.${id}`)}?excludeContent=true`);
    const out: Revision[] = [];
    for (const line of res.body.split('\n')) {
      if (!line.trim()) continue;
      const t: unknown = JSON.parse(line);
      if (!isRec(t) || typeof t.id !== 'string') continue;
      const ids = Array.isArray(t.documentIDs) ? t.documentIDs.filter((x): x is string => typeof x === 'string') : [];
      out.push({
        rev: t.id, at: typeof t.timestamp === 'string' ? t.timestamp : '', documentId: ids.find((x) => x === id || x === `drafts.${id}`) ?? id,
        ...(typeof t.author === 'string' ? { author: t.author } : {}),
      });
    }
    return out.sort((a, b) => b.at.localeCompare(a.at));
  };

  return {
    async getDocument(id) {
      const body = json(await call('GET', `/data/doc/${dataset}/${enc(id)}`));
      const docs = isRec(body) && Array.isArray(body.documents) ? body.documents : [];
      return docs.find((d): d is LakeDoc => isLakeDoc(d) && d._id === id) ?? null;
    },
    async query(groq, params = {}) {
      const qs = new URLSearchParams({ query: groq, perspective: 'raw' });
      for (const [k, val] of Object.entries(params)) qs.set(`$${k}`, JSON.stringify(val));
      const body = json(await call('GET', `/data/query/${dataset}?${qs.toString()}`));
      return isRec(body) ? body.result : null;
    },
    async mutate(mutations, author) {
      const body = json(await call('POST', `/data/mutate/${dataset}?returnIds=true&visibility=sync`, { mutations }, author ? { [AUTHOR_HEADER]: author } : undefined));
      return isRec(body) && typeof body.transactionId === 'string' ? body.transactionId : undefined;
    },
    async atRevision(id, rev) {
      try {
        const body = json(await call('GET', `/data/history/${dataset}/documents/${enc(id)}?revision=${enc(rev)}`));
        const docs = isRec(body) && Array.isArray(body.documents) ? body.documents : [];
        const doc = docs.find(isLakeDoc);
        return doc ?? null;
      } catch (e) {
        if (e instanceof LakeError && e.status === 404) return null;
        throw e;
      }
    },
    async revisions(id) {
      const out: Revision[] = [];
      for (const documentId of [id, `drafts.${id}`]) {
        // The local lake: [{ rev, timestamp, ... }] newest first; hosted Sanity answers 404 here.
        const res = await transport('GET', `${v}/data/history/${dataset}/revisions/${enc(documentId)}`, token());
        if (res.status === 404) return sanityTransactions(id);
        if (res.status >= 400) continue;
        const list: unknown = JSON.parse(res.body);
        for (const r of Array.isArray(list) ? list : []) {
          if (!isRec(r) || typeof r.rev !== 'string') continue;
          out.push({
            rev: r.rev, at: typeof r.timestamp === 'string' ? r.timestamp : '', documentId,
            ...(typeof r.operation === 'string' ? { operation: r.operation } : {}), ...(typeof r.author === 'string' ? { author: r.author } : {}),
          });
        }
      }
      return out.sort((a, b) => b.at.localeCompare(a.at));
    },
  };
}
