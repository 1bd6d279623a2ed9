import type { FastifyRequest } from 'fastify';
import { isAdmin } from './auth';
import { LakeError, notFoundError, unauthorized, badRequest } from './errors';
import type { PublicQueryRunner } from './public-query';
import type { SseRegistry } from './sse';
import type { LakeStore } from './store';
import type { Perspective } from './types';

/** What every lake route needs. */
export interface LakeContext {
  store: LakeStore;
  adminToken: string;
  /** The one dataset of the local lake. */
  dataset: string;
  streams: SseRegistry;
  /** Anonymous queries: off the main thread, within budgets. */
  publicQueries: PublicQueryRunner;
}

export interface DatasetParams { apiVersion: string; dataset: string }

export function checkDataset(ctx: LakeContext, dataset: string): void {
  if (dataset !== ctx.dataset) throw notFoundError(`Dataset "${dataset}" not found`);
}

/** 401 without a token, 403 with a wrong one. */
export function requireAdmin(ctx: LakeContext, req: FastifyRequest): void {
  if (isAdmin(req, ctx.adminToken)) return;
  if (req.headers.authorization) throw new LakeError(403, { error: { description: 'Forbidden - the token does not grant this', type: 'httpForbidden' } });
  throw unauthorized();
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
