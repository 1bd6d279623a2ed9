// GET /api/definitions: the published `definition` documents assembled like flows/ (pages and
// journeys by id), served from memory (content/definitions-release.ts) with the set's digest as
// ETag; GET /api/definitions/v/:version: the same bytes under an immutable URL. A version that is
// no longer current redirects (302, not cached) to the current one's URL: a page that read an
// older version from its HTML still gets a set, and sees by its digest which one it is. With ?kept=1
// (a visit pinned to the set its journey began on) a kept older version is served as it is, and one
// no longer kept answers the catalogue's 40107 (the visit then moves to the nearest step of the current set).
// ?preview=1 with the admin token or a studio editor's session overlays drafts and is never cached.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ContentContext } from '../../content/context';
import { definitionSet } from '../../content/definition-docs';
import { definitionsBody, type DefinitionsRelease } from '../../content/definitions-release';
import { DomainError } from '../../errors';
import { pickEncoding } from '../../http/compressed-assets';
import { errorResponses } from '../../http/error-responses';
import { OrderError } from '../orders/errors';
import { definitionsKeptQuerySchema, definitionsQuerySchema, definitionsResponseSchema, definitionsVersionParamsSchema } from './schemas';

export const DEFINITIONS_VERSION_PATH = '/api/definitions/v/';

/** Whether If-None-Match names this ETag (a list, weak validators, or *). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((t) => { const v = t.trim().replace(/^W\//, ''); return v === etag || v === '*'; });
}

function send(req: FastifyRequest, reply: FastifyReply, release: DefinitionsRelease, cacheControl: string): FastifyReply {
  const etag = `"${release.version}"`;
  reply.header('etag', etag).header('cache-control', cacheControl).header('vary', 'accept-encoding');
  if (matches(req.headers['if-none-match'], etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  const encoding = pickEncoding(req.headers['accept-encoding']);
  return encoding ? reply.header('content-encoding', encoding).send(release[encoding]) : reply.send(release.json);
}

export function contentDefinitionRoutes(app: FastifyInstance, ctx: ContentContext): void {
  app.get<{ Querystring: { preview?: string } }>('/api/definitions', {
    schema: {
      tags: ['content'], summary: 'Definitions from the lake (published, ETag = version; ?preview=1 + admin token or studio session: drafts overlaid, not cached)',
      querystring: definitionsQuerySchema, response: { 200: definitionsResponseSchema, ...errorResponses },
    },
  }, async (req, reply) => {
    const preview = req.query.preview === '1' || req.query.preview === 'true';
    if (!preview) return send(req, reply, await ctx.definitions.release(), 'no-cache');
    if (!(await ctx.editors.resolve(req))) throw new DomainError(401, 401, 'Preview needs the admin token or a studio sign-in');
    const docs = await ctx.reader.fetch<unknown[]>('*[_type == "definition"]{kind, defId, body}', {}, [], { preview });
    reply.header('cache-control', 'no-store');
    return definitionsBody(docs.length > 0 ? definitionSet(docs) : ctx.definitions.flowsSet(), ctx.definitions.operations);
  });

  app.get<{ Params: { version: string }; Querystring: { kept?: string } }>(`${DEFINITIONS_VERSION_PATH}:version`, {
    schema: {
      tags: ['content'],
      summary: 'The published definitions of one version (immutable); an older version redirects to the current one, or with ?kept=1 is served while kept (else 40107)',
      params: definitionsVersionParamsSchema, querystring: definitionsKeptQuerySchema, response: { 200: definitionsResponseSchema, ...errorResponses },
    },
  }, async (req, reply) => {
    if (req.query.kept === '1') {
      const kept = await ctx.definitions.kept(req.params.version);
      if (!kept) throw new DomainError(OrderError.DefinitionsGone, 404, `Definitions ${req.params.version} are no longer kept`);
      return send(req, reply, kept, 'public, max-age=31536000, immutable');
    }
    const release = await ctx.definitions.release();
    if (req.params.version !== release.version) {
      return reply.code(302).header('cache-control', 'no-store').header('location', `${DEFINITIONS_VERSION_PATH}${release.version}`).send();
    }
    return send(req, reply, release, 'public, max-age=31536000, immutable');
  });
}
