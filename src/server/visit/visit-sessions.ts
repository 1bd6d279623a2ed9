// The visit's server-side session: what the shop knows of this browser visit for sure, as facts
// only the server sets (a code sent by email or SMS to a number was typed back, an agent signed in).
// The database keeps the session by the SHA-256 of its id, with an expiry, and each fact with its
// own, so every process on the database sees the same facts and a fact can be revoked or run out.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/types';
import { newVisitId, sendVisitCookie, visitIdOf } from './visit-cookie';

/** A visit's session ends this long after it began, whatever its facts say. */
export const VISIT_SESSION_HOURS = 24;

export interface VisitSession {
  /** SHA-256 of the cookie's id: what the database knows it by. */
  readonly key: string;
  readonly expiresAt: Date;
}

export interface VisitFact {
  fact: string;
  expiresAt: Date;
}

const digest = (id: string): string => createHash('sha256').update(id).digest('hex');

declare module 'fastify' {
  interface FastifyInstance {
    /** The visits' sessions (installVisitSessions); the operation route checks required facts with it. */
    visitSessions: VisitSessions;
  }
}

export class VisitSessions {
  /** The session a request opened, so a second call in the same request does not open another. */
  private readonly opened = new WeakMap<FastifyRequest, VisitSession>();

  constructor(private readonly db: Queryable, private readonly secret: string, private readonly now: () => Date) {}

  /** The request's live session (its cookie signed by this shop, not expired), or null. */
  async current(req: FastifyRequest): Promise<VisitSession | null> {
    const fresh = this.opened.get(req);
    if (fresh) return fresh;
    const id = visitIdOf(req, this.secret);
    if (id === null) return null;
    const rows = await this.db.query<{ expires_at: Date | string }>(
      'SELECT expires_at FROM visit_sessions WHERE key = $1 AND expires_at > $2', [digest(id), this.now()]);
    const row = rows[0];
    return row ? { key: digest(id), expiresAt: new Date(row.expires_at) } : null;
  }

  /** The request's session; a new one (and its cookie on the reply) when it has none alive. */
  async ensure(req: FastifyRequest, reply: FastifyReply): Promise<VisitSession> {
    const live = await this.current(req);
    if (live) return live;
    const id = newVisitId();
    const now = this.now();
    const session = { key: digest(id), expiresAt: new Date(now.getTime() + VISIT_SESSION_HOURS * 3600_000) };
    // Ended sessions go as new ones come (their facts with them, ON DELETE CASCADE).
    await this.db.query('DELETE FROM visit_sessions WHERE expires_at <= $1', [now]);
    await this.db.query('INSERT INTO visit_sessions (key, created_at, expires_at) VALUES ($1, $2, $3)', [session.key, now, session.expiresAt]);
    this.opened.set(req, session);
    sendVisitCookie(req, reply, this.secret, id);
    return session;
  }

  /** The session's facts that hold now. */
  async facts(session: VisitSession): Promise<VisitFact[]> {
    const rows = await this.db.query<{ fact: string; expires_at: Date | string }>(
      'SELECT fact, expires_at FROM visit_facts WHERE session_key = $1 AND expires_at > $2 ORDER BY fact', [session.key, this.now()]);
    return rows.map((r) => ({ fact: r.fact, expiresAt: new Date(r.expires_at) }));
  }

  /** Sets a fact until `until` (never past the session's end); set again, it holds until the new time. */
  async grant(session: VisitSession, fact: string, until: Date): Promise<VisitFact> {
    const expiresAt = new Date(Math.min(until.getTime(), session.expiresAt.getTime()));
    await this.db.query(
      `INSERT INTO visit_facts (session_key, fact, expires_at) VALUES ($1, $2, $3)
       ON CONFLICT (session_key, fact) DO UPDATE SET expires_at = EXCLUDED.expires_at`, [session.key, fact, expiresAt]);
    return { fact, expiresAt };
  }

  async revoke(session: VisitSession, fact: string): Promise<void> {
    await this.db.query('DELETE FROM visit_facts WHERE session_key = $1 AND fact = $2', [session.key, fact]);
  }

  /** Of the facts named, those the request's visit does not hold now (all of them without a session). */
  async missing(req: FastifyRequest, facts: readonly string[]): Promise<string[]> {
    if (facts.length === 0) return [];
    const session = await this.current(req);
    if (session === null) return [...facts];
    const held = new Set((await this.facts(session)).map((f) => f.fact));
    return facts.filter((f) => !held.has(f));
  }
}

/** Makes the sessions known to every route of the app (operations that require facts read them). */
export function installVisitSessions(app: FastifyInstance, sessions: VisitSessions): void {
  app.decorate('visitSessions', sessions);
}
