import type { FastifyInstance, FastifyRequest } from 'fastify';

const rawBodies = new WeakMap<FastifyRequest, string>();

/** The exact bytes of a JSON body, for routes with `config: { rawBody: true }` (signature checks). */
export function rawBodyOf(req: FastifyRequest): string | undefined {
  return rawBodies.get(req);
}

declare module 'fastify' {
  interface FastifyContextConfig {
    rawBody?: boolean;
  }
}

/**
 * Fastify's own JSON parser (prototype-poisoning safe), plus: an empty body is "no body" rather
 * than an error (POST /api/number/status sends none), and the raw text is kept where asked for.
 * The text/plain parser is removed, so anything but JSON is a 415.
 */
export function installJsonParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (req.routeOptions.config.rawBody === true) rawBodies.set(req, text);
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(req, text, done);
  });
}
