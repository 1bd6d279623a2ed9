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

/** Set-Cookie for an HTTP-only, same-site cookie of the whole site (maxAge 0 clears it); Secure over https. */
export function cookieHeaderFor(req: FastifyRequest, name: string, value: string, maxAgeSeconds: number): string {
  const secure = req.protocol === 'https' ? '; Secure' : '';
  return `${name}=${value}; Path=/; HttpOnly; SameSite=Strict; Max-Age=${maxAgeSeconds}${secure}`;
}
