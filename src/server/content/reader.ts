// Reads content through the content client (never SQL): hosted Sanity through @sanity/client, the
// server's own local lake in process (local-lake-query.ts). A failed read is logged and becomes an
// empty list (spec section 7: failed reads fall back to nothing).
import type { FastifyBaseLogger } from 'fastify';
import type { ContentType } from './content-types';
import type { LocalLakeQuery } from './local-lake-query';
import type { ContentSource } from './source';
import { validDocs } from './validate';

export class ContentReader {
  /** `local`: the local lake's in-process query; without it every read goes through the source's client. */
  constructor(private readonly source: ContentSource, private readonly log: FastifyBaseLogger, private readonly local?: LocalLakeQuery) {}

  /** Raw GROQ result, or `fallback` when the lake cannot be read. */
  async fetch<T>(query: string, params: Record<string, unknown>, fallback: T, opts: { preview?: boolean } = {}): Promise<T> {
    try {
      if (this.local) return (await this.local(query, params, opts.preview ? 'drafts' : 'published')) as T;
      const client = await this.source.get();
      const c = opts.preview ? client.withConfig({ perspective: 'drafts' }) : client;
      return await c.fetch<T>(query, params);
    } catch (err) {
      this.log.error({ err, query }, 'content read failed');
      return fallback;
    }
  }

  /** Every valid document of a type, in `order` (then _id) order; `preview`: drafts in place of their published documents. */
  async list<T>(type: ContentType, filter = '', params: Record<string, unknown> = {}, order = 'order asc, _id asc', opts: { preview?: boolean } = {}): Promise<T[]> {
    const docs = await this.fetch<unknown>(`*[_type == $type${filter ? ` && ${filter}` : ''}] | order(${order})`, { ...params, type }, [], opts);
    return validDocs<T>(type, docs, this.log);
  }
}
