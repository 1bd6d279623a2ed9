// Every HTML document the server sends names the live definitions version in its head
// (<meta name="definitions-version">), so a page knows without a request whether the set it
// bundles is current, and which immutable URL (/api/definitions/v/<version>) holds the live one.
import type { FastifyInstance } from 'fastify';
import { htmlAttr } from './html-attr';

type VersionOf = () => Promise<string>;

const versions = new WeakMap<FastifyInstance, VersionOf>();

/** Tells the documents of `app` where the live version comes from (the content domain does it). */
export function provideDefinitionsVersion(app: FastifyInstance, version: VersionOf): void {
  versions.set(app, version);
}


/** `html` with the version meta at the start of its head; unchanged when no version is known. */
export async function withDefinitionsVersion(app: FastifyInstance, html: string): Promise<string> {
  const of = versions.get(app);
  const version = of ? await of().catch(() => null) : null;
  if (!version) return html;
  const meta = `<meta name="definitions-version" content="${htmlAttr(version)}">`;
  const head = /<head(\s[^>]*)?>/i.exec(html);
  return head ? html.slice(0, head.index + head[0].length) + meta + html.slice(head.index + head[0].length) : html;
}
