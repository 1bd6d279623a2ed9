import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorEnvelope } from '../../contracts';
import { DomainError } from '../errors';

export function envelope(code: number, message: string, field?: string, details?: Readonly<Record<string, string>>): ErrorEnvelope {
  return { code, message, errors: { message, ...(field ? { field } : {}), ...(details ? { details: { ...details } } : {}) } };
}

const GENERIC = 'Something went wrong, please try again in a few moment';

function statusOf(err: unknown): number | undefined {
  if (typeof err !== 'object' || err === null || !('statusCode' in err)) return undefined;
  const s = (err as { statusCode: unknown }).statusCode;
  return typeof s === 'number' ? s : undefined;
}

/**
 * One envelope for every failure. Bad input of any kind is a 4xx with a code; only a real
 * server fault is a 500 (logged, with a generic text so no internals leak).
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | DomainError | Error, req: FastifyRequest, reply: FastifyReply) => {
    if (err instanceof DomainError) return reply.code(err.httpStatus).send(envelope(err.code, err.message, err.field, err.details));
    if ('validation' in err && Array.isArray(err.validation)) {
      const first = err.validation[0];
      const context = 'validationContext' in err && typeof err.validationContext === 'string' ? err.validationContext : 'request';
      const field = first ? `${context}${first.instancePath}` : context;
      return reply.code(400).send(envelope(400, err.message, field));
    }
    const status = statusOf(err);
    if (status === 429) return reply.code(429).send(envelope(429, 'Maximum request limit reached, please try again later'));
    if (status !== undefined && status >= 400 && status < 500) {
      // Malformed JSON (400), body too large (413), unsupported media type (415), ...
      return reply.code(status).send(envelope(status, err.message));
    }
    req.log.error({ err }, 'unexpected error');
    return reply.code(500).send(envelope(500, GENERIC));
  });
}

export const sendNotFound = (reply: FastifyReply, what = 'Not found') => reply.code(404).send(envelope(404, what));
