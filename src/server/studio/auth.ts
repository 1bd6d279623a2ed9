// Every studio call (and every lake write / draft read, in the lake) needs the admin token.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { envelope } from '../http/errors';

export function bearer(req: FastifyRequest): string | null {
  const h = req.headers.authorization;
  return typeof h === 'string' && h.startsWith('Bearer ') ? h.slice('Bearer '.length).trim() : null;
}

/** Constant-time comparison; an unset token never matches. */
export function tokenMatches(given: string | null, expected: string | undefined): boolean {
  if (!given || !expected) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A preHandler: 401 in the shop's error envelope unless the bearer token is the admin token. */
export function requireAdmin(token: () => string | undefined) {
  return async (req: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (!tokenMatches(bearer(req), token())) {
      await reply.code(401).send(envelope(401, 'Admin token required'));
    }
  };
}
