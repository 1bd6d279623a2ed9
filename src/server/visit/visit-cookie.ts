// The visit's cookie: an opaque random id and the shop's signature of it, HTTP-only so no script reads
// it. The id means nothing by itself; the server keeps what it vouches for (visit-sessions.ts), so a
// session can expire and its facts be revoked. The signature turns a made-up cookie away unread.
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieHeaderFor, hasSignature, readCookie, signValue } from '../http/cookies';

export const VISIT_COOKIE = 'shop_visit';
const PURPOSE = 'visit-session';
/** 32 random bytes and a SHA-256 HMAC, both base64url. */
const SHAPE = /^[A-Za-z0-9_-]{43}\.[A-Za-z0-9_-]{43}$/;

/** The visit id the request's cookie carries, when the shop signed it; null otherwise. */
export function visitIdOf(req: FastifyRequest, secret: string): string | null {
  const value = readCookie(req, VISIT_COOKIE, SHAPE);
  if (value === null) return null;
  const [id = '', sig = ''] = value.split('.');
  return hasSignature(secret, PURPOSE, id, sig) ? id : null;
}

export const newVisitId = (): string => randomBytes(32).toString('base64url');

/**
 * Gives the browser the visit's cookie: for the API only; Lax, so a customer back from a payment
 * gateway's page is still this visit; no Max-Age, so it ends with the browser (the server ends it sooner).
 */
export function sendVisitCookie(req: FastifyRequest, reply: FastifyReply, secret: string, id: string): void {
  reply.header('set-cookie', cookieHeaderFor(req, VISIT_COOKIE, `${id}.${signValue(secret, PURPOSE, id)}`, undefined, { sameSite: 'Lax', path: '/api' }));
}
