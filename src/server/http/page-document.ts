import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  SERVER_READS_ID, type RenderedPage, type ServerReadsScript, type ServerRenderer, type ServerRenderModule, type ServerView,
} from '../../contracts/server-render';
import { loadAppAfterHero } from './app-loader';
import { EARLY_INPUT_TAG } from './early-input';
import { pickEncoding } from './compressed-assets';
import { opensAPage, screenTitle, subjectMissing, withDefinitionsVersion } from './definitions-meta';
import { htmlAttr } from './html-attr';

/**
 * The HTML documents of the shop: the built index.html, its head assembled in one place
 * (assembleHead), and for server-rendered routes the app's own markup (src/entry-server.tsx,
 * dist/ssr) with what a slow phone needs before any script runs:
 * - the first banner's `<link rel="preload" as="image" fetchpriority="high">` (phone and desktop
 *   picture by media query), ahead of everything else in the head;
 * - the CSS of the shell and of the page's widgets inlined (`<style>`; the CSP's style-src already
 *   allows inline styles, which React's style props need anyway; scripts stay 'self' only), and
 *   `<link rel="modulepreload">` for the page's widget chunks, found in Vite's manifest;
 * - every read the render made as non-executable JSON (`<script type="application/json">`), so the
 *   browser hydrates the same markup without reading again.
 * Reads reach the API in-process (app.inject). A render is cached briefly per URL and device class
 * and compressed once; a render slower than its budget, or no render module, falls back to the shell.
 */

/** Short: a reload right after a publish must not show the old content (open pages follow /api/live). */
const CACHE_MS = 1_000;
const CACHE_MAX = 200;
const RENDER_BUDGET_MS = 1_200;

type Json = Record<string, unknown>;
const isRec = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string => (typeof v === 'string' ? v : '');

/** JSON inside <script>: no '</script>', no '<!--', no line separators that break old parsers. */
const scriptJson = (v: unknown): string => JSON.stringify(v).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

export function langOf(url: string): 'id' | 'en' {
  const q = url.includes('?') ? url.slice(url.indexOf('?') + 1) : '';
  return new URLSearchParams(q).get('lang')?.toLowerCase() === 'en' ? 'en' : 'id';
}

/** A phone guess from the client hint or the user agent (the browser re-renders instead of hydrating when wrong). */
export function viewOf(req: Pick<FastifyRequest, 'url' | 'headers'>): ServerView {
  const hint = req.headers['sec-ch-ua-mobile'];
  const ua = req.headers['user-agent'] ?? '';
  const isMobile = hint === '?1' || (hint !== '?0' && /Mobi|Android|iPhone|iPod/i.test(ua));
  return { language: langOf(req.url) === 'en' ? 'EN' : 'ID', isMobile };
}

/** The first banner's preload links, from the render's reads (content:banners, as the browser's content model holds them). */
export function bannerPreloads(reads: Json, lang: 'id' | 'en'): string {
  const list = reads['content:banners'];
  const first = Array.isArray(list) ? list.find(isRec) : undefined;
  if (!first) return '';
  const side = isRec(first[lang]) ? first[lang] : isRec(first.id) ? first.id : {};
  const mob = str(side.img_main_mob_webp) || str(side.img_main_dsk_webp);
  if (!mob) return '';
  const dsk = str(side.img_main_dsk_webp) || mob;
  const link = (href: string, media: string) =>
    `<link rel="preload" as="image" type="image/webp" href="${htmlAttr(href)}" imagesrcset="${htmlAttr(href)}" media="${media}" fetchpriority="high">`;
  return link(mob, '(max-width: 767px)') + link(dsk, '(min-width: 768px)');
}

/**
 * The one place the document's head is assembled: `first` (preloads) right after the viewport meta,
 * else the charset, `last` before </head>. After the viewport: a preload's media query is matched
 * when it is parsed, and before the viewport meta a phone's viewport is 980 px wide (the desktop
 * banner would be preloaded, the phone's not).
 */
export function assembleHead(template: string, parts: { first?: string; last?: string; title?: string }): string {
  let html = template;
  // Replacements by function: a `$` in the inserted text ('$&', "$'") is text, not a replacement pattern.
  if (parts.title !== undefined) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${htmlAttr(parts.title ?? '')}</title>`);
  const anchor = [/<meta name="viewport"[^>]*>/i, /<meta charset[^>]*>/i].find((re) => re.test(html));
  if (parts.first) html = anchor ? html.replace(anchor, (m) => `${m}${parts.first ?? ''}`) : html.replace('<head>', () => `<head>${parts.first ?? ''}`);
  if (parts.last) html = html.replace('</head>', () => `${parts.last ?? ''}</head>`);
  return html;
}

/** The rendered markup into #root, the reads record before it. */
export function placeBody(html: string, page: { html: string }, record: ServerReadsScript): string {
  const script = `<script type="application/json" id="${SERVER_READS_ID}">${scriptJson(record)}</script>`;
  return html.replace('<div id="root"></div>', () => `${script}<div id="root">${page.html}</div>`);
}

interface ManifestChunk { file: string; css?: string[]; imports?: string[] }
type Manifest = Record<string, ManifestChunk>;

/** The built files a set of modules needs: their chunks and static imports (to preload), and their CSS. */
export function moduleFiles(manifest: Manifest, modules: readonly string[]): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    js.add(chunk.file);
    for (const c of chunk.css ?? []) css.add(c);
    for (const i of chunk.imports ?? []) visit(i);
  };
  modules.forEach(visit);
  return { js: [...js], css: [...css] };
}

/** The render module built next to the client (dist/ssr/entry-server.js), or null when it was not built. */
export async function loadRenderer(staticRoot: string, app: FastifyInstance): Promise<ServerRenderer | null> {
  const file = resolve(staticRoot, '..', 'ssr', 'entry-server.js');
  if (!existsSync(file)) return null;
  const mod = (await import(pathToFileURL(file).href)) as Partial<ServerRenderModule>;
  if (typeof mod.createRenderer !== 'function') return null;
  return mod.createRenderer(async (url, init) => {
    const res = await app.inject({
      method: (init.method ?? 'GET') as 'GET', url,
      headers: { accept: 'application/json', ...(init.body ? { 'content-type': 'application/json' } : {}) },
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    return new Response(res.statusCode === 204 ? null : res.body, { status: res.statusCode, headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') } });
  });
}

/** The built template of a server-rendered page: its scripts at the given priority, the entry's stylesheet links out (inlined instead). */
function renderedTemplate(template: string, entryCss: readonly string[], priority: string): string {
  let html = template
    .replace(/<script type="module" crossorigin src=/g, `<script type="module" crossorigin${priority} src=`)
    .replace(/<link rel="modulepreload" crossorigin href=/g, `<link rel="modulepreload" crossorigin${priority} href=`);
  for (const file of entryCss) html = html.replace(new RegExp(`<link rel="stylesheet"[^>]*href="/${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>`), '');
  return html;
}

export type PageHandler = (req: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

interface Packed { html: string; br: Buffer; gzip: Buffer }
const pack = (html: string): Packed => ({
  html, br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }), gzip: gzipSync(html, { level: 6 }),
});

/**
 * The document handler: a server-rendered page when the renderer knows the path, else the shell.
 * Serves `/` itself; the SPA's fallback calls it for every other page path.
 */
export function installPageDocuments(app: FastifyInstance, root: string, renderer: () => Promise<ServerRenderer | null>): PageHandler {
  const indexFile = resolve(root, 'index.html');
  const manifestFile = resolve(root, '.vite', 'manifest.json');
  let built: {
    mtimeMs: number; template: string; manifest: Manifest; entryCss: string[]; cssText: Map<string, string>;
    /** The template of a server-rendered page, by whether it paints an image first (once per build). */
    rendered: { plain: string; afterHero: string };
  } | null = null;
  /** The shell documents, compressed once per build, definitions version and title (their heads name both). */
  const shells = new Map<string, Packed>();

  async function readBuild() {
    const { mtimeMs } = await stat(indexFile);
    if (!built || built.mtimeMs !== mtimeMs) {
      const template = await readFile(indexFile, 'utf8');
      const manifest = (await readFile(manifestFile, 'utf8').then((t) => JSON.parse(t) as Manifest).catch(() => ({}))) as Manifest;
      const entryCss = manifest['index.html']?.css ?? [];
      built = {
        mtimeMs, template, manifest, entryCss, cssText: new Map(),
        rendered: { plain: renderedTemplate(template, entryCss, ''), afterHero: renderedTemplate(template, entryCss, ' fetchpriority="low"') },
      };
    }
    return built;
  }

  async function cssOf(b: NonNullable<typeof built>, file: string): Promise<string> {
    let text = b.cssText.get(file);
    if (text === undefined) {
      text = (await readFile(resolve(root, file), 'utf8').catch(() => '')).replace(/<\/style/gi, '<\\/style');
      b.cssText.set(file, text);
    }
    return text;
  }

  async function document(b: NonNullable<typeof built>, page: RenderedPage, view: ServerView): Promise<string> {
    const files = moduleFiles(b.manifest, page.modules);
    const css = [...new Set([...b.entryCss, ...files.css])];
    const hero = bannerPreloads(page.reads, view.language === 'EN' ? 'en' : 'id');
    // Inlined CSS replaces the entry's stylesheet link: one round trip less before the first paint.
    // A page that paints an image first (the hero) gets its code after that image, at low priority
    // (on a slow phone's link twenty module requests would otherwise share the bandwidth with it);
    // a page without one needs its code before anything else below its markup (its own images).
    const priority = hero ? ' fetchpriority="low"' : '';
    const template = hero ? b.rendered.afterHero : b.rendered.plain;
    // Each inlined stylesheet is also named by a disabled link (never fetched): Vite's loader, bringing a
    // widget's chunk, fetches that chunk's stylesheet and holds the chunk until it has loaded, unless
    // such a link is in the page (hydration would otherwise wait for CSS the page already has).
    const styles = (await Promise.all(css.map(async (f) => `<style>${await cssOf(b, f)}</style><link rel="stylesheet" href="/${htmlAttr(f)}" disabled>`))).join('');
    const preloads = files.js.filter((f) => !template.includes(`/${f}"`)).map((f) => `<link rel="modulepreload" crossorigin${priority} href="/${htmlAttr(f)}">`).join('');
    // Presses before the app takes over are held and made again (early-input.ts): ahead of the markup.
    const head = assembleHead(template, { first: hero, last: EARLY_INPUT_TAG + styles + preloads, title: page.title });
    const body = placeBody(head, page, { view, reads: page.reads });
    // A page that paints an image first fetches its code after that image (app-loader.ts).
    const html = await withDefinitionsVersion(app, hero ? loadAppAfterHero(body) : body);
    return view.language === 'EN' ? html.replace('<html lang="id">', '<html lang="en">') : html;
  }

  const cache = new Map<string, { at: number; page: Promise<Packed | null> }>();
  async function rendered(url: string, view: ServerView): Promise<Packed | null> {
    const r = await renderer();
    if (!r || !r.renders(url.split('?')[0] ?? '/')) return null;
    const key = `${view.isMobile ? 'm' : 'd'} ${url}`;
    let hit = cache.get(key);
    if (!hit || Date.now() - hit.at > CACHE_MS) {
      if (cache.size >= CACHE_MAX) {
        for (const [k, v] of cache) if (Date.now() - v.at > CACHE_MS) cache.delete(k);
        if (cache.size >= CACHE_MAX) cache.clear();
      }
      const page = (async () => {
        const b = await readBuild();
        const p = await r.render(url, view, RENDER_BUDGET_MS);
        return p ? pack(await document(b, p, view)) : null;
      })();
      hit = { at: Date.now(), page };
      cache.set(key, hit);
      page.catch((err: unknown) => { app.log.warn({ err }, 'server render failed'); cache.delete(key); });
    }
    return hit.page.catch(() => null);
  }

  /** The shell, titled with the screen the path opens (the app sets the same title once it runs). */
  async function shellPage(url: string): Promise<Packed> {
    const b = await readBuild();
    const title = await screenTitle(app, url.split('?')[0] ?? '/', langOf(url));
    const html = await withDefinitionsVersion(app, assembleHead(b.template, title === null ? {} : { title }));
    let page = shells.get(html);
    if (!page) {
      // A few screens, two languages, one build and version at a time: bounded by clearing.
      if (shells.size >= CACHE_MAX) shells.clear();
      page = pack(html);
      shells.set(html, page);
    }
    return page;
  }

  const handler: PageHandler = async (req, reply) => {
    const page = (await rendered(req.url, viewOf(req))) ?? (await shellPage(req.url));
    // The not-found page is still the app's (it renders it), with the status a missing page has.
    const pathname = req.url.split('?')[0] ?? '/';
    // ... and so has a page whose subject is gone (a promo code that does not exist or has ended).
    if (!(await opensAPage(app, pathname)) || (await subjectMissing(app, pathname))) reply.code(404);
    const encoding = pickEncoding(req.headers['accept-encoding']);
    reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding, sec-ch-ua-mobile, user-agent').type('text/html; charset=utf-8');
    return encoding ? reply.header('content-encoding', encoding).send(page[encoding]) : reply.send(page.html);
  };
  app.get('/', handler);
  return handler;
}
