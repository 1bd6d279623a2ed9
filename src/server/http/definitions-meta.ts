// Every HTML document the server sends names the live definitions version in its head
// (<meta name="definitions-version">), so a page knows without a request whether the set it
// bundles is current, and which immutable URL (/api/definitions/v/<version>) holds the live one;
// and the title of the screen it opens, before any script runs (screenTitle).
// And its status says whether its path opens a page at all (404 for the not-found page): the
// owners of pages (the published definitions, the studio) say which paths they open.
import type { FastifyInstance } from 'fastify';
import { htmlAttr } from './html-attr';

type VersionOf = () => Promise<string>;

const versions = new WeakMap<FastifyInstance, VersionOf>();

/** Tells the documents of `app` where the live version comes from (the content domain does it). */
export function provideDefinitionsVersion(app: FastifyInstance, version: VersionOf): void {
  versions.set(app, version);
}

type Opens = (pathname: string) => Promise<boolean>;
const owners = new WeakMap<FastifyInstance, Opens[]>();

/** Tells the documents of `app` that `opens` answers for some of its pages (the definitions' routes, the studio's). */
export function providePages(app: FastifyInstance, opens: Opens): void {
  owners.set(app, [...(owners.get(app) ?? []), opens]);
}

/**
 * Whether a path opens a page of `app`: the not-found page answers 404, as a crawler and a link
 * checker expect. Unknown (no owner, or an owner that could not answer): true, never a false 404.
 */
export async function opensAPage(app: FastifyInstance, pathname: string): Promise<boolean> {
  const list = owners.get(app) ?? [];
  if (list.length === 0) return true;
  const answers = await Promise.all(list.map((opens) => opens(pathname).catch(() => null)));
  return answers.some((a) => a !== false);
}

type TitleOf = (pathname: string, lang: 'id' | 'en') => Promise<string | null>;
const titles = new WeakMap<FastifyInstance, TitleOf>();

/** Tells the documents of `app` where the title of a page's screen comes from (the published definitions). */
export function provideTitles(app: FastifyInstance, titleOf: TitleOf): void {
  titles.set(app, titleOf);
}

/** The title of the screen a path opens, or null when none is known (or it could not be read). */
export async function screenTitle(app: FastifyInstance, pathname: string, lang: 'id' | 'en'): Promise<string | null> {
  const of = titles.get(app);
  return of ? of(pathname, lang).catch(() => null) : null;
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

type SubjectOf = (pathname: string) => Promise<string | null>;
const subjects = new WeakMap<FastifyInstance, SubjectOf>();

/** Tells the documents of `app` which API read holds what a page shows (a page's `subject`, the published definitions). */
export function provideSubjects(app: FastifyInstance, subjectOf: SubjectOf): void {
  subjects.set(app, subjectOf);
}

/**
 * Whether the thing a page shows by its path is missing: its read answers 404 (asked in-process, so the
 * answer is the API's own, cached as the API caches it). A read that fails otherwise is not a 404.
 */
export async function subjectMissing(app: FastifyInstance, pathname: string): Promise<boolean> {
  const of = subjects.get(app);
  const read = of ? await of(pathname).catch(() => null) : null;
  if (!read) return false;
  const res = await app.inject({ method: 'GET', url: read, headers: { accept: 'application/json' } }).catch(() => null);
  return res?.statusCode === 404;
}
