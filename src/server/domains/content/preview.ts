// Content reads in preview (`?preview=1`, the studio's preview tab): drafts take the place of their
// published documents, as Sanity's `drafts` perspective does. Drafts are not public: preview needs
// the studio's credentials (the admin token or a signed-in editor's session, resolved as the studio
// resolves them), and an answer with drafts is never stored by a cache.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ContentContext } from '../../content/context';
import { DomainError } from '../../errors';

const PREVIEW_VALUES = ['0', '1', 'true', 'false'] as const;

/** The `preview` query parameter every content read accepts. */
export const previewProperty = { preview: { type: 'string', enum: PREVIEW_VALUES } } as const;
export const previewQuerySchema = { type: 'object', properties: previewProperty, additionalProperties: true } as const;

export interface PreviewQuery { preview?: string }

/** The reader options of this request: `{ preview: true }` for an allowed preview, else `{}`; 401 for a preview without credentials. */
export async function previewOf(req: FastifyRequest<{ Querystring: PreviewQuery }>, reply: FastifyReply, ctx: ContentContext): Promise<{ preview?: true }> {
  const flag = req.query.preview;
  if (flag !== '1' && flag !== 'true') return {};
  if (!(await ctx.editors.resolve(req))) throw new DomainError(401, 401, 'Preview needs the admin token or a studio sign-in');
  reply.header('cache-control', 'no-store');
  return { preview: true };
}
