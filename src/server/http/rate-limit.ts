// The per-IP request limit of the API. It decides by the path the router matched (or, for no route,
// the decoded path), never by the raw request target: `/%61pi/cities` reaches the same route as
// `/api/cities`, so it must count the same.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { isAnonymousLakeQuery } from '../lake/auth';
import { envelope } from './errors';

/** The path as the router sees it: the matched route pattern, else the percent-decoded path. */
function routedPath(req: FastifyRequest): string {
  const pattern = req.routeOptions.url;
  if (pattern !== undefined) return pattern;
  const raw = req.url.split('?')[0] ?? '/';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

export interface RateLimitOptions {
  /** Requests per minute per IP. */
  max: number;
  /** Shared windows: with Redis every process counts into one window per IP; without it, each process its own. */
  redis: Redis | undefined;
  /** Read per request: the token may be generated after the limiter is installed. */
  adminToken: () => string;
}

/**
 * Only the API and anonymous lake queries are limited: the SPA's files are static. An operation that
 * declares `rateLimit: 'exempt'` (a signed server-to-server call that must never be dropped) has the
 * limiter switched off on its route (operation-route.ts), so it is never counted here.
 */
function isLimited(req: FastifyRequest, adminToken: string): boolean {
  if (routedPath(req).startsWith('/api/')) return true;
  return isAnonymousLakeQuery(req, adminToken);
}

export async function installRateLimit(app: FastifyInstance, opts: RateLimitOptions): Promise<void> {
  await app.register(rateLimit, {
    max: opts.max,
    timeWindow: 60_000,
    // An unreachable Redis lets requests through rather than failing the whole API.
    ...(opts.redis ? { redis: opts.redis, nameSpace: 'rate-limit:', skipOnError: true } : {}),
    allowList: (req) => !isLimited(req, opts.adminToken()),
    // Thrown by the plugin, then shaped into the envelope by the error handler.
    errorResponseBuilder: (_req, c) => ({ statusCode: 429, ...envelope(429, `Maximum request limit reached, retry in ${c.after}`) }),
  });
}
