// Read-your-writes without sticky sessions (README: any process may answer any request). A write's
// answer names its transaction (x-lake-revision, and a short-lived cookie a browser sends back by
// itself); a request that names one, by that header, that cookie or a revision it asks for, is
// handled only once this process's copy of the lake holds it (LakeStore.catchUp).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cookieHeaderFor, readCookie } from '../http/cookies';
import { isValidRevision } from './ids';
import type { LakeStore } from './store';

export const REVISION_HEADER = 'x-lake-revision';
const REVISION_COOKIE = 'lake_revision';
/** Long past any notification's lag between processes; after it every process has the write anyway. */
const COOKIE_SECONDS = 60;
const SHAPE = /^[A-Za-z0-9]{1,64}$/;

/** The transaction the request says it has seen: the header first, else the cookie. */
function namedRevision(req: FastifyRequest): string | null {
  const header = req.headers[REVISION_HEADER];
  if (typeof header === 'string' && isValidRevision(header)) return header;
  return readCookie(req, REVISION_COOKIE, SHAPE);
}

/** Every request that names a transaction waits (one read at most) until this process holds it. */
export function installReadYourWrites(app: FastifyInstance, store: LakeStore): void {
  app.addHook('onRequest', async (req) => {
    const rev = namedRevision(req);
    if (rev) await store.catchUp(rev);
  });
}

/** Says, on a write's answer, which transaction made it (header and cookie). */
export function tellRevision(req: FastifyRequest, reply: FastifyReply, txId: string): void {
  if (!isValidRevision(txId)) return;
  reply.header(REVISION_HEADER, txId).header('set-cookie', cookieHeaderFor(req, REVISION_COOKIE, txId, COOKIE_SECONDS));
}
