// A bound on the uploads one client address has in flight: each holds up to 3 MB while it arrives and
// waits for its turn to be decoded, so one address opening connections by the dozen could fill the
// memory of every process. A shopper uploads one document at a time (at most four for one order).
import type { FastifyInstance } from 'fastify';
import { DomainError } from '../../errors';
import { stopReading } from './read-upload';

export const UPLOADS_PER_CLIENT = 4;

/**
 * Counts the uploads of each client address (as TRUST_PROXY lets the shop see it) from their first
 * byte until their answer is sent or their connection is gone; one more is a 429, its body unread.
 * Per process: it bounds this process's memory, which is what the uploads use.
 */
export function limitUploadsPerClient(scope: FastifyInstance, max = UPLOADS_PER_CLIENT): void {
  const inFlight = new Map<string, number>();
  scope.addHook('onRequest', async (request, reply) => {
    const client = request.ip;
    const count = inFlight.get(client) ?? 0;
    if (count >= max) {
      stopReading(request, reply);
      throw new DomainError(429, 429, `At most ${max} uploads at once from one address: send this one when another has finished`);
    }
    inFlight.set(client, count + 1);
    // 'close' comes once, after the answer is sent or when the connection is lost before.
    reply.raw.once('close', () => {
      const left = (inFlight.get(client) ?? 1) - 1;
      if (left > 0) inFlight.set(client, left);
      else inFlight.delete(client);
    });
  });
}
