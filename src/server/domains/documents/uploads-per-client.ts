// A bound on the uploads in flight per visit and per client address: each holds up to 3 MB while it
// arrives and waits for its turn to be decoded, so one client opening connections by the dozen could
// fill the memory of every process. A shopper uploads one document at a time (at most four for one
// order); several shoppers can share one address (mobile networks put many phones behind one, CGNAT).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError } from '../../errors';
import { stopReading } from './read-upload';

/** Per visit (the upload's `sessionId`). */
export const UPLOADS_PER_VISIT = 4;
/** Per client address, whatever the visits: four shoppers behind one address uploading at once. */
export const UPLOADS_PER_ADDRESS = 16;

const visitOf = (request: FastifyRequest): string => {
  const q = request.query;
  const id = typeof q === 'object' && q !== null && 'sessionId' in q ? q.sessionId : undefined;
  return typeof id === 'string' ? id.slice(0, 128) : '';
};

/**
 * Counts the uploads of each visit and each client address (as TRUST_PROXY lets the shop see it) from
 * their first byte until their answer is sent or their connection is gone; one more is a 429, its body
 * unread. Per process: it bounds this process's memory, which is what the uploads use.
 */
export function limitUploadsPerClient(scope: FastifyInstance, perVisit = UPLOADS_PER_VISIT, perAddress = UPLOADS_PER_ADDRESS): void {
  const inFlight = new Map<string, number>();
  const release = (key: string): void => {
    const left = (inFlight.get(key) ?? 1) - 1;
    if (left > 0) inFlight.set(key, left);
    else inFlight.delete(key);
  };
  scope.addHook('onRequest', async (request, reply) => {
    const address = `ip:${request.ip}`;
    const visit = `visit:${request.ip}:${visitOf(request)}`;
    if ((inFlight.get(visit) ?? 0) >= perVisit || (inFlight.get(address) ?? 0) >= perAddress) {
      stopReading(request, reply);
      throw new DomainError(429, 429, `Too many uploads at once (at most ${perVisit} per visit, ${perAddress} per address): send this one when another has finished`);
    }
    for (const key of [visit, address]) inFlight.set(key, (inFlight.get(key) ?? 0) + 1);
    // 'close' comes once, after the answer is sent or when the connection is lost before.
    reply.raw.once('close', () => { release(visit); release(address); });
  });
}
