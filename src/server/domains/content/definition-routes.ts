// GET /api/definitions: the published `definition` documents assembled like flows/ (pages and
// journeys by id); ?preview=1 with the admin token overlays drafts. No definition in the lake at
// all (a fresh hosted dataset) falls back to the flows/ files.
import { dirname, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { readDefinitions } from '../../../definitions/load-node';
import type { ContentContext } from '../../content/context';
import { definitionSet, type DefinitionSet } from '../../content/definition-docs';
import { isAdmin } from '../../lake/auth';
import { DomainError } from '../../errors';
import { errorResponses } from '../../http/error-responses';
import { definitionsQuerySchema, definitionsResponseSchema } from './schemas';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const objOr = (v: unknown): Record<string, unknown> => (isRecord(v) ? v : {});

function shape(set: DefinitionSet) {
  const site = objOr(set.site);
  return {
    version: typeof site.version === 'number' ? site.version : 1,
    site, fields: objOr(set.fields), messages: objOr(set.messages), errors: objOr(set.errors), orderTypes: objOr(set.orderTypes),
    pages: Object.fromEntries(Object.entries(set.pages).filter(([, v]) => isRecord(v))) as Record<string, Record<string, unknown>>,
    journeys: Object.fromEntries(Object.entries(set.journeys).filter(([, v]) => isRecord(v))) as Record<string, Record<string, unknown>>,
  };
}

export function contentDefinitionRoutes(app: FastifyInstance, ctx: ContentContext, flowsDir: string): void {
  app.get<{ Querystring: { preview?: string } }>('/api/definitions', {
    schema: {
      tags: ['content'], summary: 'Definitions from the lake (published; ?preview=1 + admin token: drafts overlaid)',
      querystring: definitionsQuerySchema, response: { 200: definitionsResponseSchema, ...errorResponses },
    },
  }, async (req, reply) => {
    const preview = req.query.preview === '1' || req.query.preview === 'true';
    if (preview && !isAdmin(req, ctx.adminToken)) throw new DomainError(401, 401, 'Preview needs the admin token');
    const docs = await ctx.reader.fetch<unknown[]>('*[_type == "definition"]{kind, defId, body}', {}, [], { preview });
    reply.header('cache-control', 'no-store');
    if (docs.length > 0) return shape(definitionSet(docs));
    const { raw } = readDefinitions(dirname(resolve(flowsDir)));
    return shape(raw);
  });
}
