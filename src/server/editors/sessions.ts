// Studio sign-in sessions: a random id in an HTTP-only, SameSite=Strict cookie; the database keeps
// only its SHA-256, with the account, an expiry and the session's CSRF token.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { cookieHeaderFor, readCookie } from '../http/cookies';
import type { Queryable } from '../db/types';
import { isRole, type Role } from './roles';

export const SESSION_COOKIE = 'studio_session';
export const SESSION_HOURS = 12;

export interface Session { accountId: number; email: string; name: string; role: Role; csrf: string }

const digest = (id: string): string => createHash('sha256').update(id).digest('hex');

/** The session cookie's value (the studio sets one cookie; nothing else is read). */
export const sessionCookie = (req: FastifyRequest): string | null => readCookie(req, SESSION_COOKIE, /^[A-Za-z0-9_-]{20,100}$/);

/** Set-Cookie for a session id (maxAge 0 clears it); Secure when the request came over https. */
export const cookieHeader = (req: FastifyRequest, value: string, maxAgeSeconds: number): string =>
  cookieHeaderFor(req, SESSION_COOKIE, value, maxAgeSeconds);

export class Sessions {
  constructor(private readonly db: Queryable, private readonly now: () => Date = () => new Date()) {}

  /** A new session of the account: its cookie value (never stored) and CSRF token. */
  async open(accountId: number): Promise<{ id: string; csrf: string; maxAgeSeconds: number }> {
    const id = randomBytes(32).toString('base64url');
    const csrf = randomBytes(32).toString('base64url');
    const expires = new Date(this.now().getTime() + SESSION_HOURS * 3600_000);
    await this.db.query('DELETE FROM studio_sessions WHERE expires_at < $1', [this.now()]);
    await this.db.query('INSERT INTO studio_sessions (id_hash, account_id, csrf, expires_at) VALUES ($1, $2, $3, $4)', [digest(id), accountId, csrf, expires]);
    return { id, csrf, maxAgeSeconds: SESSION_HOURS * 3600 };
  }

  /** The live session of a cookie value: not expired, its account not disabled. */
  async find(id: string): Promise<Session | null> {
    const rows = await this.db.query<{ account_id: string | number; email: string; name: string; role: string; csrf: string }>(
      `SELECT s.account_id, a.email, a.name, a.role, s.csrf FROM studio_sessions s JOIN studio_accounts a ON a.id = s.account_id
       WHERE s.id_hash = $1 AND s.expires_at > $2 AND NOT a.disabled`, [digest(id), this.now()]);
    const r = rows[0];
    return r && isRole(r.role) ? { accountId: Number(r.account_id), email: r.email, name: r.name, role: r.role, csrf: r.csrf } : null;
  }

  async close(id: string): Promise<void> {
    await this.db.query('DELETE FROM studio_sessions WHERE id_hash = $1', [digest(id)]);
  }
}
