/**
 * Client of the content API (docs/contracts.md 'Content and CMS'). Every read is a `readOr`: a
 * failed read is logged and falls back to an empty list (spec section 7), so no screen hangs.
 * Responses are normalised defensively: content is edited by people, fields may be missing.
 */
import { ApiError } from './api-error';
import { readOr } from './http';
import { contentGet as get, isRec, str, text, type LangText, type Rec } from './content-reads';

export type ContentLang = 'id' | 'en';
export type { LangText } from './content-reads';

export interface BannerSide { code: string; title: string; img_main_dsk_webp: string; img_main_mob_webp: string }
export interface Banner { code: string; id: BannerSide; en: BannerSide }

export interface RoamingSide { code: string; title: string; cta_uri: string; img_item_dsk_webp: string; img_item_mob_webp: string }
export interface RoamingPromo { code: string; id: RoamingSide; en: RoamingSide }

export interface HomeProduct { product_name: string; product_name_2: string; benefits: string[]; price: number; ribbon: string; url: string }

/** `kind`: the tile's kind as the content declares it (flows/schema/content/quickActionTile.schema.json). */
export interface Tile { id: string; kind: string; title: LangText; img: string; to: string }

/** Portable Text blocks are rendered by @portabletext/react; kept opaque here. */
export type PortableBlock = Record<string, unknown> & { _type: string };
export interface Promo {
  code: string; title: LangText; summary: LangText; image: LangText;
  body: { id: PortableBlock[]; en: PortableBlock[] };
  startsAt?: string; endsAt?: string;
  /** The buy button: its label and the route it opens. */
  cta?: { label: LangText; to: string };
  terms?: { id: string[]; en: string[] };
}

export interface FaqItem { key: string; question: LangText; answer: LangText }
export interface ServiceItem { key: string; title: LangText; text: LangText; img: string }

const num = (v: unknown): number => (typeof v === 'number' ? v : Number(str(v).replace(/[^\d.-]/g, '')) || 0);
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const keyOf = (v: Rec, i: number): string => str(v._id) || str(v.code) || str(v.id) || String(i);

function bannerSide(v: unknown, code: string): BannerSide {
  const r = isRec(v) ? v : {};
  return { code: str(r.code) || code, title: str(r.title), img_main_dsk_webp: str(r.img_main_dsk_webp), img_main_mob_webp: str(r.img_main_mob_webp) };
}
export function toBanners(body: unknown): Banner[] {
  return list(isRec(body) ? body.promo : null).filter(isRec).map((b) => {
    const code = str(b.code);
    return { code, id: bannerSide(b.id, code), en: bannerSide(b.en, code) };
  }).filter((b) => b.id.img_main_mob_webp || b.en.img_main_mob_webp || b.id.img_main_dsk_webp || b.en.img_main_dsk_webp);
}

function roamingSide(v: unknown, code: string): RoamingSide {
  const r = isRec(v) ? v : {};
  return { code: str(r.code) || code, title: str(r.title), cta_uri: str(r.cta_uri), img_item_dsk_webp: str(r.img_item_dsk_webp), img_item_mob_webp: str(r.img_item_mob_webp) };
}
export function toRoaming(body: unknown): RoamingPromo[] {
  return list(isRec(body) ? body.promo : null).filter(isRec).map((p) => {
    const code = str(p.code);
    return { code, id: roamingSide(p.id, code), en: roamingSide(p.en, code) };
  });
}

export function toProducts(body: unknown): HomeProduct[] {
  return list(isRec(body) ? body.products : null).filter(isRec).map((p) => ({
    product_name: str(p.product_name), product_name_2: str(p.product_name_2),
    benefits: list(p.benefits).map(str).filter(Boolean), price: num(p.price), ribbon: str(p.ribbon), url: str(p.url),
  }));
}

export function toTiles(body: unknown): Tile[] {
  return list(isRec(body) ? body.tiles : null).filter(isRec).map((t, i) => ({
    id: str(t.id) || String(i), kind: str(t.kind), title: text(t.title), img: str(t.img), to: str(t.to),
  })).filter((t) => t.to);
}

export function toPromo(v: unknown): Promo | null {
  if (!isRec(v) || !str(v.code)) return null;
  const body = isRec(v.body) ? v.body : {};
  const blocks = (x: unknown) => list(x).filter(isRec).filter((b): b is PortableBlock => typeof b._type === 'string');
  return {
    code: str(v.code), title: text(v.title), summary: text(v.summary), image: text(v.image),
    body: { id: blocks(body.id), en: blocks(body.en) },
    ...(str(v.startsAt) ? { startsAt: str(v.startsAt) } : {}), ...(str(v.endsAt) ? { endsAt: str(v.endsAt) } : {}),
    ...(isRec(v.cta) && str(v.cta.to).startsWith('/') ? { cta: { label: text(v.cta.label), to: str(v.cta.to) } } : {}),
    ...(isRec(v.terms) ? { terms: { id: list(v.terms.id).map(str).filter(Boolean), en: list(v.terms.en).map(str).filter(Boolean) } } : {}),
  };
}
export function toPromos(body: unknown): Promo[] {
  return list(isRec(body) ? body.promos : null).map(toPromo).filter((p): p is Promo => p !== null);
}

export function toFaq(body: unknown): FaqItem[] {
  return list(isRec(body) ? body.faq : null).filter(isRec).map((f, i) => ({ key: keyOf(f, i), question: text(f.question), answer: text(f.answer) }));
}
export function toServices(body: unknown): ServiceItem[] {
  return list(isRec(body) ? body.services : null).filter(isRec).map((s, i) => ({ key: keyOf(s, i), title: text(s.title), text: text(s.text), img: str(s.img) }));
}

export const contentApi = {
  banners: () => readOr(async () => toBanners(await get('/api/ui/banner/top')), [], 'banners'),
  /** `type`: a product type of the definitions (a journey's productType). */
  packages: (type: string, language: ContentLang) =>
    readOr(async () => toProducts(await get(`/api/web/${encodeURIComponent(type)}/packages`, { language })), [], `${type} packages`),
  roaming: () => readOr(async () => toRoaming(await get('/api/ui/promo/roaming')), [], 'roaming promos'),
  tiles: () => readOr(async () => toTiles(await get('/api/ui/tiles')), [], 'tiles'),
  promos: () => readOr(async () => toPromos(await get('/api/ui/promos')), [], 'promos'),
  /** null = the promo does not exist (404); a failed read (network, 5xx) is logged and also null. */
  promo: (code: string) => readOr(async () => {
    try {
      const body = await get(`/api/ui/promos/${encodeURIComponent(code)}`);
      return toPromo(isRec(body) ? body.promo : null);
    } catch (err) {
      if (err instanceof ApiError && err.status === 404) return null;
      throw err;
    }
  }, null, `promo ${code}`),
  faq: () => readOr(async () => toFaq(await get('/api/ui/faq')), [], 'faq'),
  services: () => readOr(async () => toServices(await get('/api/ui/services')), [], 'services'),
};
