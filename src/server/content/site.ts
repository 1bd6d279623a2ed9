// The server's site definition (payment methods, constants) from the published `def.site.site`
// document; flows/site.json only when the lake has none (or cannot be read yet).
import { parseSite, type SiteDefinition } from '../domain/site';
import { definitionDocId } from './definition-docs';
import type { ContentReader } from './reader';
import type { ContentSource } from './source';

export function lakeSiteSource(source: ContentSource, reader: ContentReader, fallback: () => Promise<SiteDefinition>): () => Promise<SiteDefinition> {
  let last: { text: string; site: SiteDefinition } | undefined;
  return async () => {
    // Before the server listens (buildApp reads the bank code) the file is the only source.
    if (!source.available) return fallback();
    const body = await reader.fetch<unknown>('*[_id == $id][0].body', { id: definitionDocId('site', 'site') }, null);
    if (body === null || body === undefined) return fallback();
    const text = JSON.stringify(body);
    if (last?.text !== text) {
      try {
        last = { text, site: parseSite(body) };
      } catch {
        return last?.site ?? fallback();
      }
    }
    return last.site;
  };
}
