import type { FastifyRequest } from 'fastify';
import { csrfRefused, principalOf, type EditorAuth, type Principal } from '../editors/principal';
import { mayEditType, roleRefusal } from '../editors/roles';
import { LakeError, notFoundError, unauthorized, badRequest } from './errors';
import type { UntrustedQueries } from './untrusted-queries';
import type { SseRegistry } from './sse';
import type { LakeStore } from './store';
import type { Perspective } from './types';

/** What every lake route needs. */
export interface LakeContext {
  store: LakeStore;
  adminToken: string;
  /** Who calls: the admin token, or an editor's session (EditorAuth); resolved once per request. */
  auth: Pick<EditorAuth, 'resolve'>;
  /** The one dataset of the local lake. */
  dataset: string;
  streams: SseRegistry;
  /** Anonymous and editors' queries: off the main thread, within budgets. */
  untrustedQueries: UntrustedQueries;
}

export interface DatasetParams { apiVersion: string; dataset: string }

export function checkDataset(ctx: LakeContext, dataset: string): void {
  if (dataset !== ctx.dataset) throw notFoundError(`Dataset "${dataset}" not found`);
}

const forbidden = (description: string) => new LakeError(403, { error: { description, type: 'httpForbidden' } });

/** The caller resolved for this request (the lake's onRequest hook), or null for an anonymous one. */
export const callerOf = (req: FastifyRequest): Principal | null => principalOf(req);

/** An editor (any role) or the admin token: 401 without credentials, 403 with a wrong token or no CSRF token. */
export function requireEditor(req: FastifyRequest): Principal {
  const p = principalOf(req);
  if (!p) {
    if (req.headers.authorization) throw forbidden('Forbidden - the token does not grant this');
    throw unauthorized();
  }
  if (csrfRefused(req, p)) throw forbidden('Forbidden - the CSRF token (x-csrf-token) is missing or wrong: reload the studio');
  return p;
}

/** 403 when the caller's role may not write documents of this type. */
export function requireType(p: Principal, docType: string, id: string): void {
  if (mayEditType(p.role, docType)) return;
  const text = roleRefusal(p.role);
  throw new LakeError(403, { error: { description: `${text.en} (document "${id}" of type "${docType}")`, type: 'httpForbidden', text } });
}

/** A query-string value that must appear at most once (repeated keys arrive as arrays). */
export function one(v: unknown, name: string): string | undefined {
  if (v === undefined || typeof v === 'string') return v;
  throw badRequest(`"${name}" must be given once`);
}

export function parsePerspective(raw: string | undefined): Perspective {
  if (raw === undefined || raw === '' || raw === 'published') return 'published';
  if (raw === 'raw') return 'raw';
  const parts = raw.split(',');
  if (parts.includes('drafts') || parts.includes('previewDrafts')) return 'drafts';
  throw badRequest(`Unsupported perspective "${raw}" (published, drafts, previewDrafts, raw)`);
}

/** `$name=<JSON>` query parameters (GET queries and listeners). */
export function paramsFromQuery(q: Record<string, unknown>): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(q)) {
    if (!k.startsWith('$') || typeof v !== 'string') continue;
    try {
      params[k.slice(1)] = JSON.parse(v);
    } catch {
      throw badRequest(`Parameter ${k} is not valid JSON`);
    }
  }
  return params;
}
