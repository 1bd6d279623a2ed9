// The studio API (admin only): document types and their form schemas, validate, publish (gated by
// the kind's schema + the full graph lint), revision history and revert. Drafts themselves are
// written by the studio straight to the lake (drafts.<id>), like Sanity Studio does.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { envelope } from '../http/errors';
import type { Issue } from '../../definitions/types';
import { requireAdmin } from './auth';
import { REVISION_PATTERN } from '../lake/ids';
import { bodyOf, checkDocument, draftId, publishedId } from './check';
import { publishDraft } from './publish';
import { isLakeDoc, LAKE_API_VERSION, LakeError, type Lake } from './lake';
import type { StudioSchemas } from './schemas';

export interface StudioOptions {
  flowsDir: string;
  adminToken: () => string | undefined;
  lake: Lake;
  schemas: StudioSchemas;
  /** The lake dataset the browser studio's @sanity/client uses. */
  dataset: string;
}

const ID = '^(drafts\\.)?[A-Za-z0-9][A-Za-z0-9._-]{0,199}$';
const idSchema = { type: 'string', pattern: ID, maxLength: 207 } as const;
const idParams = { type: 'object', properties: { id: idSchema }, required: ['id'] } as const;

function refused(reply: FastifyReply, issues: Issue[]): FastifyReply {
  const first = issues[0];
  const message = first ? first.message : 'refused';
  return reply.code(400).send({ ...envelope(400, `Not published: ${message}`), issues });
}

export function studioRoutes(app: FastifyInstance, opts: StudioOptions): void {
  const { lake, schemas, flowsDir } = opts;

  void app.register(async (scope) => {
    scope.addHook('preHandler', requireAdmin(opts.adminToken));

    // The login check; also tells the studio which dataset and API version the lake speaks.
    scope.get('/api/studio/session', async () => ({ ok: true, dataset: opts.dataset, apiVersion: LAKE_API_VERSION.slice(1) }));

    scope.get('/api/studio/types', async () => ({ types: schemas.types }));

    scope.get<{ Params: { name: string } }>('/api/studio/schema/:name', async (req, reply) => {
      const schema = schemas.formSchema(req.params.name);
      if (!schema) return reply.code(404).send(envelope(404, `unknown type '${req.params.name}'`));
      return { schema };
    });

    // The form's errors, from the same checks as publish (rjsf shows them through extraErrors).
    scope.post<{ Body: { id: string; doc: Record<string, unknown> } }>('/api/studio/validate', {
      // A whole definition file travels here (errors.json is ~34 KB): above the shop API's 64 KB default.
      bodyLimit: 1024 * 1024,
      schema: { body: { type: 'object', properties: { id: idSchema, doc: { type: 'object' } }, required: ['id', 'doc'] } },
    }, async (req) => {
      const id = publishedId(req.body.id);
      const doc = { ...req.body.doc, _id: id };
      if (!isLakeDoc(doc)) return { errors: [{ file: id, pointer: '/_type', message: 'document has no _type' }] };
      return checkDocument(id, doc, schemas, lake, flowsDir);
    });

    scope.post<{ Params: { id: string }; Body: { rev?: string } | undefined }>('/api/studio/publish/:id', {
      schema: { params: idParams },
    }, async (req, reply) => {
      const outcome = await publishDraft({ lake, schemas, flowsDir }, req.params.id, req.body?.rev);
      if (outcome.ok) return { published: outcome.id };
      if (outcome.status === 400) return refused(reply, outcome.issues);
      return reply.code(outcome.status).send(envelope(outcome.status, outcome.message));
    });

    scope.get<{ Params: { id: string } }>('/api/studio/history/:id', { schema: { params: idParams } }, async (req) => {
      return { revisions: await lake.revisions(publishedId(req.params.id)) };
    });

    // Revert = the old body becomes the new draft (publishing it is a separate, checked step).
    scope.post<{ Params: { id: string }; Body: { revision: string; documentId?: string } }>('/api/studio/revert/:id', {
      schema: {
        params: idParams,
        body: { type: 'object', properties: { revision: { type: 'string', pattern: REVISION_PATTERN, maxLength: 64 }, documentId: idSchema }, required: ['revision'] },
      },
    }, async (req, reply) => {
      const id = publishedId(req.params.id);
      const source = req.body.documentId ?? id;
      if (publishedId(source) !== id) return reply.code(400).send(envelope(400, 'documentId belongs to another document'));
      const old = await lake.atRevision(source, req.body.revision);
      if (!old) return reply.code(404).send(envelope(404, `no revision '${req.body.revision}' of '${source}'`));
      await lake.mutate([{ createOrReplace: { ...bodyOf(old), _id: draftId(id), _type: old._type } }]);
      return { draft: draftId(id), from: req.body.revision };
    });

    scope.setErrorHandler((err, _req, reply) => {
      if (err instanceof LakeError) {
        // The lake refusing the studio's own token, or failing, is the server's fault (502); a request
        // it refuses (bad revision, unknown document, conflict) is the caller's (same 4xx).
        const status = err.status === 401 || err.status === 403 || err.status >= 500 ? 502 : err.status;
        return reply.code(status).send(envelope(status, err.message));
      }
      throw err;
    });
  });
}
