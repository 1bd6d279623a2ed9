// JSON Schemas of the content API (docs/contracts.md 'Content API'): params, query and 200 bodies.
import { languageSchema } from '../../../contracts/common';
const text = { type: 'object', properties: { id: { type: 'string' }, en: { type: 'string' } }, required: ['id', 'en'] } as const;
const str = { type: 'string' } as const;
const obj = <P extends Record<string, unknown>>(properties: P, required: readonly (keyof P & string)[] = Object.keys(properties) as (keyof P & string)[]) =>
  ({ type: 'object', properties, required, additionalProperties: false }) as const;
const list = <I>(items: I) => ({ type: 'array', items }) as const;

const bannerLang = obj({ code: str, title: str, img_main_dsk_webp: str, img_main_mob_webp: str });
export const bannerResponseSchema = obj({ promo: list(obj({ code: str, en: bannerLang, id: bannerLang })) });

export const packagesParamsSchema = obj({ type: { type: 'string', enum: ['prepaid', 'postpaid'] } });
// The language as the catalogue's own reads take it (a cache-busting extra parameter stays allowed).
export const languageQuerySchema = {
  type: 'object', properties: { language: languageSchema, preview: { type: 'string', enum: ['0', '1', 'true', 'false'] } }, additionalProperties: true,
} as const;
export const packagesResponseSchema = obj({ products: list(obj({ package_id: { type: 'integer' }, product_name: str, product_name_2: str, benefits: list(str), price: { type: 'integer' }, ribbon: str, url: str })) });

const roamingLang = obj({ code: str, title: str, cta_uri: str, img_item_dsk_webp: str, img_item_mob_webp: str });
export const roamingResponseSchema = obj({ promo: list(obj({ code: str, en: roamingLang, id: roamingLang })) });

export const tilesResponseSchema = obj({
  tiles: list(obj({ id: str, kind: { type: 'string', enum: ['postpaid', 'cpp', 'prepaidEsim', 'prepaidSim'] }, title: text, img: str, to: str })),
});

// Portable Text is passed through as stored (validated against flows/schema/content/promo.schema.json).
const portableText = { type: 'array', items: { type: 'object', additionalProperties: true } } as const;
const promo = obj({
  code: str, title: text, summary: text, image: text,
  body: obj({ id: portableText, en: portableText }),
  startsAt: str, endsAt: str,
  cta: obj({ label: text, to: str }), terms: obj({ id: list(str), en: list(str) }),
}, ['code', 'title', 'summary', 'image', 'body']);
export const promosResponseSchema = obj({ promos: list(promo) });
export const promoResponseSchema = obj({ promo });
export const promoParamsSchema = obj({ code: { type: 'string', minLength: 1, maxLength: 100 } });

export const faqResponseSchema = obj({ faq: list(obj({ question: text, answer: text })) });
export const servicesResponseSchema = obj({ services: list(obj({ title: text, text, img: str })) });

const windowSchema = { anyOf: [obj({ title: str, startsAt: str, endsAt: str, image: text }), { type: 'null' }] } as const;
export const maintenanceResponseSchema = obj({ now: str, active: windowSchema, next: windowSchema });

export const definitionsQuerySchema = { type: 'object', properties: { preview: { type: 'string', enum: ['0', '1', 'true', 'false'] } }, additionalProperties: true } as const;
const anyObject = { type: 'object', additionalProperties: true } as const;
/** ?kept=1: a kept older version is served as it is instead of redirecting to the current one. */
export const definitionsKeptQuerySchema = { type: 'object', properties: { kept: { type: 'string', enum: ['0', '1'] } }, additionalProperties: true } as const;
/** A set's digest (src/definitions/set-digest.ts): '<length>-<16 hex>'. */
export const definitionsVersionParamsSchema = {
  type: 'object', properties: { version: { type: 'string', maxLength: 26, pattern: '^[0-9]{1,9}-[0-9a-f]{16}$' } }, required: ['version'], additionalProperties: false,
} as const;
export const definitionsResponseSchema = obj({
  version: { type: 'integer' }, site: anyObject, fields: anyObject, messages: anyObject, errors: anyObject, orderTypes: anyObject,
  pages: { type: 'object', additionalProperties: anyObject }, journeys: { type: 'object', additionalProperties: anyObject },
  // Only from a server with operations beyond the build's table (test-only domains): name -> method, path, caller ...
  operations: { type: 'object', additionalProperties: anyObject },
}, ['version', 'site', 'fields', 'messages', 'errors', 'orderTypes', 'pages', 'journeys']);
