// What a revision records as its author. An editor's session: their email. The admin token: the
// name the caller gives in x-lake-author (the studio's server writes on behalf of the signed-in
// editor with the token), else "admin token"; only the token's holder can name someone.
import type { FastifyRequest } from 'fastify';
import type { Principal } from '../editors/principal';

export const AUTHOR_HEADER = 'x-lake-author';

export function authorOf(req: FastifyRequest, caller: Principal): string {
  if (caller.via !== 'token') return caller.author;
  const named = req.headers[AUTHOR_HEADER];
  return typeof named === 'string' && /^[^\u0000-\u001f]{1,200}$/.test(named) ? named : caller.author;
}
