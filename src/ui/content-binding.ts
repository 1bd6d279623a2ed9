/**
 * Binds the content model's effects to the content API and to the initial content the server put
 * into index.html. Module level only sets handlers (no browser globals), so it is safe anywhere.
 */
import { contentApi, toBanners, toProducts, toRoaming, toTiles, type ContentLang } from '../api/content';
import {
  banners, faq, fetchMaintenanceFx, fetchPackagesFx, fetchPromoFx, promos, readInitialContentFx, roaming, services, tiles,
  type InitialContent, type PackageType,
} from '../state/content-model';

banners.fetchFx.use(contentApi.banners);
tiles.fetchFx.use(contentApi.tiles);
roaming.fetchFx.use(contentApi.roaming);
promos.fetchFx.use(contentApi.promos);
faq.fetchFx.use(contentApi.faq);
services.fetchFx.use(contentApi.services);
fetchPackagesFx.use(({ type, lang }) => contentApi.packages(type, lang));
fetchPromoFx.use(contentApi.promo);
fetchMaintenanceFx.use(contentApi.maintenance);

type Rec = Record<string, unknown>;
const isRec = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The raw API answers of `<script type="application/json" id="initial-content">` (src/server/http/home-content.ts). */
export function parseInitialContent(raw: string): InitialContent | null {
  let v: unknown;
  try { v = JSON.parse(raw); } catch { return null; }
  if (!isRec(v)) return null;
  const out: InitialContent = {};
  if (isRec(v.banners)) out.banners = toBanners(v.banners);
  if (isRec(v.tiles)) out.tiles = toTiles(v.tiles);
  if (isRec(v.roaming)) out.roaming = toRoaming(v.roaming);
  const p = v.packages;
  if (isRec(p) && (p.type === 'prepaid' || p.type === 'postpaid') && (p.language === 'id' || p.language === 'en') && isRec(p.body)) {
    out.packages = { key: { type: p.type as PackageType, lang: p.language as ContentLang }, products: toProducts(p.body) };
  }
  return out;
}

readInitialContentFx.use(() => {
  if (typeof document === 'undefined') return null;
  const el = document.getElementById('initial-content');
  // Read once: a later client-side visit of home must not see stale seed content.
  if (!el || el.dataset.read) return null;
  el.dataset.read = '1';
  return parseInitialContent(el.textContent ?? '');
});
