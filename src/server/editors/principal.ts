// Who is calling the studio or the lake: the admin token (bootstrap and scripts; acts as admin) or a
// signed-in editor's session cookie. Resolved once per request and kept with it.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/types';
import { Accounts } from './accounts';
import type { Role } from './roles';
import { sessionCookie, Sessions } from './sessions';

export interface Principal {
  role: Role;
  /** What a revision records as its author: the account's email, or ADMIN_TOKEN_AUTHOR. */
  author: string;
  via: 'token' | 'session';
  name: string;
  /** A session's CSRF token (state-changing calls with the cookie must send it back). */
  csrf?: string;
}

export const ADMIN_TOKEN_AUTHOR = 'admin token';
/** The header a CSRF token travels in. */
export const CSRF_HEADER = 'x-csrf-token';

export function bearer(req: FastifyRequest): string | null {
  const h = req.headers.authorization;
  const m = typeof h === 'string' ? /^Bearer\s+(.+)$/i.exec(h.trim()) : null;
  return m?.[1] ?? null;
}

/** Constant-time comparison; an unset token never matches. */
export function tokenMatches(given: string | null | undefined, expected: string | undefined): boolean {
  if (!given || !expected) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export const tokenPrincipal = (): Principal => ({ role: 'admin', author: ADMIN_TOKEN_AUTHOR, via: 'token', name: ADMIN_TOKEN_AUTHOR });

const resolved = new WeakMap<FastifyRequest, Principal | null>();

/** The principal resolve() found for this request (null: none, or not resolved). */
export const principalOf = (req: FastifyRequest): Principal | null => resolved.get(req) ?? null;

/** GET/HEAD/OPTIONS change nothing: only the others need the CSRF token. */
const changesState = (req: FastifyRequest): boolean => !['GET', 'HEAD', 'OPTIONS'].includes(req.method);

/** A session call that changes state without its CSRF token (a bearer call needs none). */
export function csrfRefused(req: FastifyRequest, p: Principal): boolean {
  if (p.via !== 'session' || !changesState(req)) return false;
  const given = req.headers[CSRF_HEADER];
  return !tokenMatches(typeof given === 'string' ? given : null, p.csrf);
}

export class EditorAuth {
  readonly accounts: Accounts;
  readonly sessions: Sessions;

  constructor(db: Db, private readonly adminToken: () => string | undefined, now: () => Date = () => new Date()) {
    this.accounts = new Accounts(db, now);
    this.sessions = new Sessions(db, now);
  }

  /** The bearer admin token wins; else the session cookie; kept for principalOf(req). */
  async resolve(req: FastifyRequest): Promise<Principal | null> {
    if (resolved.has(req)) return resolved.get(req) ?? null;
    const p = await this.find(req);
    resolved.set(req, p);
    return p;
  }

  private async find(req: FastifyRequest): Promise<Principal | null> {
    const token = bearer(req);
    if (token) return tokenMatches(token, this.adminToken()) ? tokenPrincipal() : null;
    const id = sessionCookie(req);
    const s = id ? await this.sessions.find(id) : null;
    return s ? { role: s.role, author: s.email, via: 'session', name: s.name, csrf: s.csrf } : null;
  }
}

/** Without accounts (a lake or studio built without a database): the admin token only. */
export function tokenOnlyAuth(adminToken: () => string | undefined): Pick<EditorAuth, 'resolve'> {
  return {
    async resolve(req) {
      if (resolved.has(req)) return resolved.get(req) ?? null;
      const p = tokenMatches(bearer(req), adminToken()) ? tokenPrincipal() : null;
      resolved.set(req, p);
      return p;
    },
  };
}
