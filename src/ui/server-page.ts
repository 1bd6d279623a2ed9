/**
 * The record a server-rendered page carries (<script type="application/json" id="server-reads">,
 * non-executable, so the CSP needs no exception): the view it was rendered for and every read it
 * made. Read once at start; its reads seed the content model and the data sources before hydration.
 */
import type { ContentLang, HomeProduct, Promo } from '../api/content';
import { SERVER_READS_ID, type ServerReadsScript, type ServerView } from '../contracts/server-render';
import type { InitialContent } from '../state/content-model';

type Rec = Record<string, unknown>;
const isRec = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The record's shape checked (it is our own server's output; anything else is ignored). */
export function parseServerPage(raw: string): ServerReadsScript | null {
  let v: unknown;
  try { v = JSON.parse(raw); } catch { return null; }
  if (!isRec(v) || !isRec(v.view) || !isRec(v.reads)) return null;
  const { language, isMobile } = v.view;
  if ((language !== 'ID' && language !== 'EN') || typeof isMobile !== 'boolean') return null;
  const view: ServerView = { language, isMobile };
  return { view, reads: v.reads };
}

let page: ServerReadsScript | null | undefined;
/** This page load's record, or null when the page was not server-rendered. */
export function serverPage(): ServerReadsScript | null {
  if (page === undefined) {
    const el = typeof document === 'undefined' ? null : document.getElementById(SERVER_READS_ID);
    page = el ? parseServerPage(el.textContent ?? '') : null;
  }
  return page;
}

/** The reads of one namespace (src/ui/server-reads.ts readKey), by the rest of their key. */
export function readsOf(reads: Rec, prefix: string): Array<[string, unknown]> {
  return Object.entries(reads).filter(([k]) => k.startsWith(prefix)).map(([k, v]) => [k.slice(prefix.length), v]);
}

/** The content reads as the content model's seed. */
export function contentOf(reads: Rec): InitialContent {
  const lists: InitialContent['lists'] = {};
  for (const [name, items] of readsOf(reads, 'content:')) if (Array.isArray(items)) lists[name] = items;
  const packages: InitialContent['packages'] = [];
  for (const [key, products] of readsOf(reads, 'packages:')) {
    const [type, lang] = key.split(':');
    if (type && (lang === 'id' || lang === 'en') && Array.isArray(products)) {
      packages.push({ key: { type, lang: lang as ContentLang }, products: products as HomeProduct[] });
    }
  }
  const promos: InitialContent['promos'] = readsOf(reads, 'promo:').map(([code, promo]) => ({ code, promo: isRec(promo) ? (promo as unknown as Promo) : null }));
  return { lists, packages, promos };
}
