// Home content: top banners, package cards, roaming promos, quick-action tiles (spec sections 2 and 7).
import type { FastifyInstance } from 'fastify';
import type { ContentContext } from '../../content/context';
import type { Banner, HomePackage, QuickActionTile, RoamingPromo } from '../../content/types';
import { tileVisible } from './tiles';
import { lang } from '../../http/language';
import {
  bannerResponseSchema, languageQuerySchema, packagesParamsSchema, packagesResponseSchema, roamingResponseSchema, tilesResponseSchema,
} from './schemas';
import { errorResponses } from '../../http/error-responses';
import { previewOf, previewQuerySchema, type PreviewQuery } from './preview';
import type { PackagesResponse } from '../../../contracts';

/** The shop catalogue's packages of a product type in a language (the same list /order shows). */
export type CatalogueOf = (type: 'prepaid' | 'postpaid', l: 'id' | 'en') => Promise<PackagesResponse>;

const TACTICAL = 'oa.api.prepaid.tactical';

export function contentHomeRoutes(app: FastifyInstance, ctx: ContentContext, catalogue: CatalogueOf): void {
  app.get<{ Querystring: PreviewQuery }>('/api/ui/banner/top', {
    schema: { tags: ['content'], summary: 'Home top banners, each with both languages (A37)', querystring: previewQuerySchema, response: { 200: bannerResponseSchema, ...errorResponses } },
  }, async (req, reply) => {
    const banners = await ctx.reader.list<Banner>('banner', '', {}, undefined, await previewOf(req, reply, ctx));
    return { promo: banners.map((b) => ({ code: b.code, en: { code: b.code, ...b.en }, id: { code: b.code, ...b.id } })) };
  });

  app.get<{ Params: { type: 'prepaid' | 'postpaid' }; Querystring: { language?: string } & PreviewQuery }>('/api/web/:type/packages', {
    schema: {
      tags: ['content'], summary: 'Home package cards of a product tab', params: packagesParamsSchema, querystring: languageQuerySchema,
      response: { 200: packagesResponseSchema, ...errorResponses },
    },
  }, async (req, reply) => {
    const l = lang(req.query.language);
    const [cards, { packages }] = await Promise.all([
      ctx.reader.list<HomePackage>('homePackage', 'type == $ptype', { ptype: req.params.type }, undefined, await previewOf(req, reply, ctx)),
      catalogue(req.params.type, l),
    ]);
    // One catalogue: a card sells a package /order sells, at its price and name; a card whose package
    // is not on sale is not shown. Its link opens the order with the package chosen.
    return {
      products: cards.flatMap((p) => {
        const pkg = packages.find((x) => x.id === p.packageId);
        if (!pkg) return [];
        const sep = p.url.includes('?') ? '&' : '?';
        return [{
          package_id: pkg.id, product_name: pkg.name, product_name_2: p.product_name_2[l], benefits: p.benefits[l], price: pkg.value,
          ribbon: p.ribbon[l], url: `${p.url}${sep}package=${pkg.id}`,
        }];
      }),
    };
  });

  app.get<{ Querystring: PreviewQuery }>('/api/ui/promo/roaming', {
    schema: { tags: ['content'], summary: 'Home roaming promo cards', querystring: previewQuerySchema, response: { 200: roamingResponseSchema, ...errorResponses } },
  }, async (req, reply) => {
    const promos = await ctx.reader.list<RoamingPromo>('roamingPromo', '', {}, undefined, await previewOf(req, reply, ctx));
    return { promo: promos.map((p) => ({ code: p.code, en: { code: p.code, ...p.en }, id: { code: p.code, ...p.id } })) };
  });

  app.get<{ Querystring: PreviewQuery }>('/api/ui/tiles', {
    schema: {
      tags: ['content'], summary: 'Home quick-action tiles; prepaid tiles need their tactical setting keys', querystring: previewQuerySchema,
      response: { 200: tilesResponseSchema, ...errorResponses },
    },
  }, async (req, reply) => {
    const preview = await previewOf(req, reply, ctx);
    const [tiles, tactical] = await Promise.all([
      ctx.reader.list<QuickActionTile>('quickActionTile', '', {}, undefined, preview),
      ctx.reader.fetch<unknown>('*[_type == "setting" && name == $name][0].value', { name: TACTICAL }, null, preview),
    ]);
    return { tiles: tiles.flatMap((t) => tileVisible(t, tactical)) };
  });
}
