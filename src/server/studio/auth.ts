// Every studio call needs a caller: the admin token (acts as admin) or a signed-in editor's session
// cookie, whose state-changing calls also carry the session's CSRF token. Roles narrow it further.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { envelope } from '../http/errors';
import { csrfRefused, principalOf, type EditorAuth, type Principal } from '../editors/principal';
import { roleRefusal, type Role } from '../editors/roles';

export type CallerAuth = Pick<EditorAuth, 'resolve'>;

/** A 403 in the shop's envelope with the reason in both languages (`text`, as the studio shows issues). */
export function sendRoleRefusal(reply: FastifyReply, role: Role): FastifyReply {
  const text = roleRefusal(role);
  return reply.code(403).send({ ...envelope(403, text.en), text });
}

/**
 * A preHandler: 401 without a caller, 403 for a session call without its CSRF token, 403 when
 * `allowed` says the role may not use these routes.
 */
export function requireCaller(auth: CallerAuth, allowed: (role: Role) => boolean = () => true) {
  return async (req: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const p = await auth.resolve(req);
    if (!p) {
      await reply.code(401).send(envelope(401, 'Sign in to the studio (or send the admin token)'));
      return;
    }
    if (csrfRefused(req, p)) {
      const text = { id: 'Sesi studio kedaluwarsa di tab ini (token CSRF salah): muat ulang halaman.', en: 'The studio session in this tab is stale (wrong CSRF token): reload the page.' };
      await reply.code(403).send({ ...envelope(403, text.en), text });
      return;
    }
    if (!allowed(p.role)) await sendRoleRefusal(reply, p.role);
  };
}

/** The caller requireCaller admitted (inside its routes). */
export function callerOf(req: FastifyRequest): Principal {
  const p = principalOf(req);
  if (!p) throw new Error('callerOf outside requireCaller');
  return p;
}
