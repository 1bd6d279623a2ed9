// The studio API (signed-in editors and the admin token; each role its own side): document types and their form schemas, validate, publish (gated by
// the kind's schema + the full graph lint), revision history and revert. Drafts themselves are
// written by the studio straight to the lake (drafts.<id>), like Sanity Studio does.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { envelope } from '../http/errors';
import type { Issue } from '../../definitions/types';
import { callerOf, requireCaller, sendRoleRefusal, type CallerAuth } from './auth';
import { mayEditType } from '../editors/roles';
import type { EditorAuth } from '../editors/principal';
import { accountRoutes } from './account-routes';
import { signInRoutes } from './sign-in-routes';
import { REVISION_PATTERN } from '../lake/ids';
import { tellRevision } from '../lake/read-your-writes';
import { bodyOf, checkDocument, draftId, publishedId } from './check';
import { publishDraft, type PublishDeps } from './publish';
import { isLakeDoc, LAKE_API_VERSION, LakeError, type LakeDoc } from './lake';
import { widgetRoutes } from './widget-routes';

export interface StudioOptions {
  /** Who calls: an EditorAuth (accounts and sessions), or the admin token alone (tokenOnlyAuth). */
  auth: EditorAuth | CallerAuth;
  /** The lake, the schemas, flows/ and where checked releases are recorded. */
  deps: PublishDeps;
  /** The lake dataset the browser studio's @sanity/client uses. */
  dataset: string;
}

const ID = '^(drafts\\.)?[A-Za-z0-9][A-Za-z0-9._-]{0,199}$';
const idSchema = { type: 'string', pattern: ID, maxLength: 207 } as const;
const idParams = { type: 'object', properties: { id: idSchema }, required: ['id'] } as const;

/** A revision of the document or of its draft (documentId; default the published document). */
interface RevisionRef { revision: string; documentId?: string }
const revisionRefSchema = {
  type: 'object', properties: { revision: { type: 'string', pattern: REVISION_PATTERN, maxLength: 64 }, documentId: idSchema }, required: ['revision'],
} as const;

/** The document the revision belongs to; null (and a 400 sent) when it is another document's. */
function sourceOf(id: string, ref: RevisionRef, reply: FastifyReply): string | null {
  const source = ref.documentId ?? id;
  if (publishedId(source) === id) return source;
  void reply.code(400).send(envelope(400, 'documentId belongs to another document'));
  return null;
}

function refused(reply: FastifyReply, issues: Issue[]): FastifyReply {
  const first = issues[0];
  const message = first ? first.message : 'refused';
  return reply.code(400).send({ ...envelope(400, `Not published: ${message}`), issues });
}

export function studioRoutes(app: FastifyInstance, opts: StudioOptions): void {
  const { auth, deps } = opts;
  const { lake, schemas, flowsDir } = deps;
  const docTypeOf = (name: string): string | undefined => schemas.types.find((t) => t.name === name)?.docType;
  /** The document as published, else its draft (what its type, and so who may touch it, is read from). */
  const documentOrDraft = async (id: string): Promise<LakeDoc | null> => (await lake.getDocument(id)) ?? (await lake.getDocument(draftId(id)));

  /** False (and the 403 sent) when the caller's role may not touch documents of this lake type. */
  const allowed = (req: FastifyRequest, reply: FastifyReply, docType: string): boolean => {
    const { role } = callerOf(req);
    if (mayEditType(role, docType)) return true;
    void sendRoleRefusal(reply, role);
    return false;
  };

  if ('accounts' in auth) {
    signInRoutes(app, auth);
    accountRoutes(app, auth);
  }

  void app.register(async (scope) => {
    scope.addHook('preHandler', requireCaller(auth));

    // The login check; also tells the studio which dataset and API version the lake speaks, who is
    // signed in, and (a session) the CSRF token its state-changing calls send back.
    scope.get('/api/studio/session', async (req) => {
      const p = callerOf(req);
      return {
        ok: true, dataset: opts.dataset, apiVersion: LAKE_API_VERSION.slice(1),
        who: { name: p.name, author: p.author, role: p.role, via: p.via }, ...(p.csrf ? { csrf: p.csrf } : {}),
      };
    });

    // Only the types the caller's role edits: the studio shows nothing else.
    scope.get('/api/studio/types', async (req) => ({ types: schemas.types.filter((t) => mayEditType(callerOf(req).role, t.docType)) }));

    scope.get<{ Params: { name: string } }>('/api/studio/schema/:name', {
      schema: { params: { type: 'object', properties: { name: { type: 'string', maxLength: 100 } }, required: ['name'] } },
    }, async (req, reply) => {
      const docType = docTypeOf(req.params.name);
      if (docType !== undefined && !allowed(req, reply, docType)) return reply;
      const schema = schemas.formSchema(req.params.name);
      if (!schema) return reply.code(404).send(envelope(404, `unknown type '${req.params.name}'`));
      return { schema };
    });

    widgetRoutes(scope, deps);

    // The form's errors, from the same checks as publish (rjsf shows them through extraErrors).
    scope.post<{ Body: { id: string; doc: Record<string, unknown> } }>('/api/studio/validate', {
      // A whole definition file travels here (errors.json is ~34 KB): above the shop API's 64 KB default.
      bodyLimit: 1024 * 1024,
      schema: { body: { type: 'object', properties: { id: idSchema, doc: { type: 'object' } }, required: ['id', 'doc'] } },
    }, async (req, reply) => {
      const id = publishedId(req.body.id);
      const doc = { ...req.body.doc, _id: id };
      if (!isLakeDoc(doc)) return { errors: [{ file: id, pointer: '/_type', message: 'document has no _type' }] };
      if (!allowed(req, reply, doc._type)) return reply;
      return checkDocument(id, doc, schemas, lake, flowsDir, deps.operations);
    });

    scope.post<{ Params: { id: string }; Body: { rev?: string } | undefined }>('/api/studio/publish/:id', {
      schema: { params: idParams },
    }, async (req, reply) => {
      const caller = callerOf(req);
      const outcome = await publishDraft(deps, req.params.id, {
        ...(req.body?.rev === undefined ? {} : { rev: req.body.rev }), author: caller.author, mayPublish: (type) => mayEditType(caller.role, type),
      });
      if (outcome.ok) {
        if (outcome.transactionId) tellRevision(req, reply, outcome.transactionId);
        // The new revision (the studio asks whether it reached open pages) and the one it replaced (undo).
        return { published: outcome.id, ...(outcome.transactionId ? { rev: outcome.transactionId } : {}), ...(outcome.previousRev ? { previous: outcome.previousRev } : {}) };
      }
      if (outcome.status === 403) return sendRoleRefusal(reply, caller.role);
      if (outcome.status === 400) return refused(reply, outcome.issues);
      return reply.code(outcome.status).send(envelope(outcome.status, outcome.message));
    });

    // Who changed the document when (the author each revision records), newest first.
    // The last change of each listed document (when, and who: the list shows it): the newest revision
    // of the document or its draft. Documents of types the caller's role may not edit are left out.
    scope.post<{ Body: { ids: string[] } }>('/api/studio/last-changes', {
      schema: { body: { type: 'object', properties: { ids: { type: 'array', items: idSchema, maxItems: 200 } }, required: ['ids'], additionalProperties: false } },
    }, async (req) => {
      const { role } = callerOf(req);
      const ids = [...new Set(req.body.ids.map(publishedId))];
      const changes: Record<string, { at: string; author: string | null }> = {};
      await Promise.all(ids.map(async (id) => {
        const current = await documentOrDraft(id);
        if (!current || !mayEditType(role, current._type)) return;
        const [last] = await lake.revisions(id);
        if (last) changes[id] = { at: last.at, author: last.author ?? null };
      }));
      return { changes };
    });

    scope.get<{ Params: { id: string } }>('/api/studio/history/:id', { schema: { params: idParams } }, async (req, reply) => {
      const id = publishedId(req.params.id);
      const current = await documentOrDraft(id);
      if (current && !allowed(req, reply, current._type)) return reply;
      return { revisions: await lake.revisions(id) };
    });

    // A revision and the one before it (of the same document, else the published one): what the
    // history's diff compares.
    scope.get<{ Params: { id: string }; Querystring: RevisionRef }>('/api/studio/changes/:id', {
      schema: { params: idParams, querystring: revisionRefSchema },
    }, async (req, reply) => {
      const id = publishedId(req.params.id);
      const source = sourceOf(id, req.query, reply);
      if (source === null) return reply;
      const revisions = await lake.revisions(id);
      const at = revisions.findIndex((r) => r.rev === req.query.revision && r.documentId === source);
      if (at < 0) return reply.code(404).send(envelope(404, `no revision '${req.query.revision}' of '${source}'`));
      const after = await lake.atRevision(source, req.query.revision);
      const typed = after ?? await documentOrDraft(id);
      if (typed && !allowed(req, reply, typed._type)) return reply;
      const older = revisions.slice(at + 1).filter((r) => r.operation !== 'delete');
      const candidates = [...older.filter((r) => r.documentId === source), ...older.filter((r) => r.documentId !== source)];
      let before: LakeDoc | null = null;
      for (const r of candidates.slice(0, 5)) {
        before = await lake.atRevision(r.documentId, r.rev);
        if (before) break;
      }
      return { after, before };
    });

    // Revert = the old body becomes the new draft (publishing it is a separate, checked step).
    scope.post<{ Params: { id: string }; Body: RevisionRef }>('/api/studio/revert/:id', {
      schema: { params: idParams, body: revisionRefSchema },
    }, async (req, reply) => {
      const id = publishedId(req.params.id);
      const source = sourceOf(id, req.body, reply);
      if (source === null) return reply;
      const old = await lake.atRevision(source, req.body.revision);
      if (!old) return reply.code(404).send(envelope(404, `no revision '${req.body.revision}' of '${source}'`));
      if (!allowed(req, reply, old._type)) return reply;
      // The document as it is now (its draft, else the published one) must be the caller's side too.
      const current = (await lake.getDocument(draftId(id))) ?? (await lake.getDocument(id));
      if (current && !allowed(req, reply, current._type)) return reply;
      const transactionId = await lake.mutate([{ createOrReplace: { ...bodyOf(old), _id: draftId(id), _type: old._type } }], callerOf(req).author);
      if (transactionId) tellRevision(req, reply, transactionId);
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
