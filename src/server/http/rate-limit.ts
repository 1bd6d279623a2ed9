// The per-IP request limit of the API. It decides by the path the router matched (or, for no route,
// the decoded path), never by the raw request target: `/%61pi/cities` reaches the same route as
// `/api/cities`, so it must count the same.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { OPERATIONS } from '../../contracts';
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

/** Only the API is limited: the SPA's files are static, and gateway notifications are signed server-to-server calls that must never be dropped. */
function isLimited(req: FastifyRequest): boolean {
  const path = routedPath(req);
  return path.startsWith('/api/') && path !== OPERATIONS['payments.notify'].path;
}

export async function installRateLimit(app: FastifyInstance, max: number): Promise<void> {
  await app.register(rateLimit, {
    max,
    timeWindow: 60_000,
    allowList: (req) => !isLimited(req),
    // Thrown by the plugin, then shaped into the envelope by the error handler.
    errorResponseBuilder: (_req, c) => ({ statusCode: 429, ...envelope(429, `Maximum request limit reached, retry in ${c.after}`) }),
  });
}
