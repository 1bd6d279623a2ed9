import { readdir, readFile, stat } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pickEncoding } from './compressed-assets';
import { withDefinitionsVersion } from './definitions-meta';

/**
 * index.html for the home (/ and the home page's other paths) with what a slow phone needs before any script runs:
 * - `<link rel="preload" as="image" fetchpriority="high">` for the first banner (mobile and desktop
 *   picture, by media query), so the LCP image downloads in parallel with the JS;
 * - the home's first content reads as a non-executable `<script type="application/json"
 *   id="initial-content">` (CSP-safe), which the browser's content model reads on start.
 * - the first banner itself as plain markup (#prepaint) over the banner block, so it paints with
 *   the HTML and CSS; the app removes it once its own banner has loaded (src/ui/widgets/home/prepaint.ts);
 * - `<link rel="modulepreload">` for the home widgets' chunk (and its stylesheet), which the app
 *   would otherwise only discover after its main script ran: one round trip less.
 * The content comes from the content API itself (app.inject), so this file knows only its URLs.
 * Answers are cached briefly per language; a slow or failing read falls back to the plain page.
 */

/** Short: a reload right after a publish must not show the old content (open pages follow /api/live). */
const CACHE_MS = 1_000;
const READ_BUDGET_MS = 1_200;

type Lang = 'id' | 'en';
type Json = Record<string, unknown>;
const isRec = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string => (typeof v === 'string' ? v : '');

const attr = (s: string): string => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** JSON inside <script>: no '</script>', no '<!--', no line separators that break old parsers. */
const scriptJson = (v: unknown): string => JSON.stringify(v).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

export function langOf(url: string): Lang {
  const q = url.includes('?') ? url.slice(url.indexOf('?') + 1) : '';
  return new URLSearchParams(q).get('lang')?.toLowerCase() === 'en' ? 'en' : 'id';
}

function firstBannerSide(banners: unknown, lang: Lang): { mob: string; dsk: string } | null {
  const first = isRec(banners) && Array.isArray(banners.promo) ? banners.promo.find(isRec) : undefined;
  if (!first) return null;
  const side = isRec(first[lang]) ? first[lang] : isRec(first.id) ? first.id : {};
  const mob = str(side.img_main_mob_webp) || str(side.img_main_dsk_webp);
  return mob ? { mob, dsk: str(side.img_main_dsk_webp) || mob } : null;
}

/** The preload links of the first banner in `lang` (empty without a banner); no phone preload when inlined. */
export function bannerPreloads(banners: unknown, lang: Lang, mobInlined = false): string {
  const side = firstBannerSide(banners, lang);
  if (!side) return '';
  const link = (href: string, media: string) =>
    `<link rel="preload" as="image" type="image/webp" href="${attr(href)}" imagesrcset="${attr(href)}" media="${media}" fetchpriority="high">`;
  return (mobInlined ? '' : link(side.mob, '(max-width: 767px)')) + link(side.dsk, '(min-width: 768px)');
}

/** Images up to this size are inlined into the prepaint (data: URL): they paint with the HTML + CSS,
 * before the app's scripts take the main thread and the network. */
const INLINE_MAX_BYTES = 12 * 1024;

/** A small local image (under the static root) as a data: URL; else its URL unchanged. */
export async function inlineImage(root: string, url: string): Promise<string> {
  if (!url.startsWith('/') || url.startsWith('//') || !url.endsWith('.webp')) return url;
  const file = resolve(root, `.${url.split('?')[0] ?? ''}`);
  if (!file.startsWith(resolve(root) + sep)) return url;
  try {
    const info = await stat(file);
    if (info.size > INLINE_MAX_BYTES) return url;
    return `data:image/webp;base64,${(await readFile(file)).toString('base64')}`;
  } catch {
    return url;
  }
}

/** The first banner as plain markup over the banner block (#prepaint): the LCP paints before any script. */
export function bannerPrepaint(banners: unknown, lang: Lang, mobSrc?: string): string {
  const side = firstBannerSide(banners, lang);
  if (!side) return '';
  return `<div id="prepaint" class="prepaint" aria-hidden="true"><picture><source media="(min-width: 768px)" srcset="${attr(side.dsk)}" type="image/webp">`
    + `<img src="${attr(mobSrc ?? side.mob)}" alt="" width="600" height="600" fetchpriority="high"></picture></div>`;
}

/** Inserts the preloads before </head>, the prepaint and the content before the app root. */
export function injectHome(template: string, preloads: string, content: unknown, prepaint = ''): string {
  const script = `${prepaint}<script type="application/json" id="initial-content">${scriptJson(content)}</script>`;
  const withHead = preloads ? template.replace('</head>', `${preloads}</head>`) : template;
  return withHead.includes('<div id="root">') ? withHead.replace('<div id="root">', `${script}<div id="root">`) : withHead.replace('</body>', `${script}</body>`);
}

/** The home chunk (src/ui/widgets/home/index.ts -> assets/home-<hash>.js), its static imports and CSS. */
export async function homeChunkLinks(assetsDir: string, template: string): Promise<string> {
  let files: string[];
  try { files = await readdir(assetsDir); } catch { return ''; }
  const js = files.find((f) => /^home-[\w-]{6,}\.js$/.test(f));
  if (!js) return '';
  const seen = new Set<string>([js]);
  const queue = [js];
  while (queue.length) {
    const file = queue.shift() ?? '';
    const code = await readFile(resolve(assetsDir, file), 'utf8').catch(() => '');
    // Static imports only (`import{a}from"./x.js"`, `import"./x.js"`); dynamic ones stay lazy.
    for (const m of code.matchAll(/(?:from|import)\s*["']\.\/([\w.-]+\.js)["']/g)) {
      const dep = m[1];
      if (dep && !seen.has(dep)) { seen.add(dep); queue.push(dep); }
    }
  }
  const css = files.filter((f) => /^home-[\w-]{6,}\.css$/.test(f));
  return [
    ...[...seen].filter((f) => !template.includes(`/assets/${f}`)).map((f) => `<link rel="modulepreload" crossorigin href="/assets/${attr(f)}">`),
    ...css.map((f) => `<link rel="stylesheet" crossorigin href="/assets/${attr(f)}">`),
  ].join('');
}

export type HomeHandler = (req: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

/** Serves `/` and returns the handler, which the SPA's fallback uses for the home page's aliases. */
export function installHomeDocument(app: FastifyInstance, root: string): HomeHandler {
  const file = resolve(root, 'index.html');
  let template: { mtimeMs: number; html: string } | null = null;
  interface Page { html: string; br: Buffer; gzip: Buffer }
  const cache = new Map<Lang, { at: number; page: Promise<Page> }>();
  // Compressed once per cache entry: the page carries the inlined banner and the initial content.
  const pack = async (html: Promise<string>): Promise<Page> => {
    const text = await html;
    return { html: text, br: brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }), gzip: gzipSync(text, { level: 9 }) };
  };

  async function readTemplate(): Promise<string> {
    const { mtimeMs } = await stat(file);
    if (!template || template.mtimeMs !== mtimeMs) {
      const html = await readFile(file, 'utf8');
      const chunks = await homeChunkLinks(resolve(root, 'assets'), html);
      template = { mtimeMs, html: chunks ? html.replace('</head>', `${chunks}</head>`) : html };
    }
    return template.html;
  }

  async function read(url: string): Promise<unknown> {
    try {
      const res = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
      return res.statusCode === 200 ? (res.json() as unknown) : null;
    } catch {
      return null;
    }
  }

  async function render(lang: Lang): Promise<string> {
    const html = await withDefinitionsVersion(app, await readTemplate());
    const reads = Promise.all([
      read('/api/ui/banner/top'), read('/api/ui/tiles'), read(`/api/web/prepaid/packages?language=${lang}`), read('/api/ui/promo/roaming'),
    ]);
    const timeout = new Promise<null>((r) => { setTimeout(() => r(null), READ_BUDGET_MS).unref(); });
    const got = await Promise.race([reads, timeout]);
    if (!got) return html;
    const [banners, tiles, packages, roaming] = got;
    const content: Json = {};
    if (isRec(banners)) content.banners = banners;
    if (isRec(tiles)) content.tiles = tiles;
    if (isRec(roaming)) content.roaming = roaming;
    if (isRec(packages)) content.packages = { type: 'prepaid', language: lang, body: packages };
    if (Object.keys(content).length === 0) return html;
    const mob = firstBannerSide(banners, lang)?.mob;
    const mobSrc = mob ? await inlineImage(root, mob) : undefined;
    const inlined = mobSrc?.startsWith('data:') ?? false;
    return injectHome(html, bannerPreloads(banners, lang, inlined), content, bannerPrepaint(banners, lang, mobSrc));
  }

  const handler = async (req: FastifyRequest, reply: FastifyReply) => {
    const lang = langOf(req.url);
    let hit = cache.get(lang);
    if (!hit || Date.now() - hit.at > CACHE_MS) {
      hit = { at: Date.now(), page: pack(render(lang)) };
      cache.set(lang, hit);
      hit.page.catch(() => cache.delete(lang));
    }
    const page = await hit.page;
    const encoding = pickEncoding(req.headers['accept-encoding']);
    reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding').type('text/html; charset=utf-8');
    return encoding ? reply.header('content-encoding', encoding).send(page[encoding]) : reply.send(page.html);
  };
  app.get('/', handler);
  return handler;
}
