import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** A cookie's value from the Cookie header, if it has the expected shape (nothing else is trusted). */
export function readCookie(req: FastifyRequest, name: string, shape: RegExp): string | null {
  const header = req.headers.cookie;
  if (typeof header !== 'string') return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      const value = part.slice(eq + 1).trim();
      return shape.test(value) ? value : null;
    }
  }
  return null;
}

export interface CookieOptions {
  /** Strict unless the cookie must come back with a customer returning from another site (a payment gateway): Lax. */
  sameSite?: 'Strict' | 'Lax';
  path?: string;
}

/**
 * Set-Cookie for an HTTP-only cookie (of the whole site, SameSite=Strict unless told otherwise); Secure
 * over https. maxAgeSeconds 0 clears it; undefined makes a browser-session cookie, gone when the browser closes.
 */
export function cookieHeaderFor(req: FastifyRequest, name: string, value: string, maxAgeSeconds: number | undefined, opts: CookieOptions = {}): string {
  const secure = req.protocol === 'https' ? '; Secure' : '';
  const age = maxAgeSeconds === undefined ? '' : `; Max-Age=${maxAgeSeconds}`;
  return `${name}=${value}; Path=${opts.path ?? '/'}; HttpOnly; SameSite=${opts.sameSite ?? 'Strict'}${age}${secure}`;
}

/** The shop's HMAC-SHA256 (base64url, 43 characters) of a value for one purpose: a value signed for one never passes for another. */
export const signValue = (secret: string, purpose: string, body: string): string =>
  createHmac('sha256', secret).update(`${purpose}|${body}`).digest('base64url');

/** Whether `sig` is the shop's signature of `body` for `purpose` (compared in constant time). */
export function hasSignature(secret: string, purpose: string, body: string, sig: string): boolean {
  const want = Buffer.from(signValue(secret, purpose, body));
  const got = Buffer.from(sig);
  return got.length === want.length && timingSafeEqual(got, want);
}
