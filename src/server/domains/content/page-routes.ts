// Promos (/promos, /promo/:code), FAQ and services.
import type { FastifyInstance } from 'fastify';
import type { ContentContext } from '../../content/context';
import type { Faq, Promo, Service } from '../../content/types';
import { isOpen } from './windows';
import { notFound } from '../../errors';
import { errorResponses } from '../../http/error-responses';
import { previewOf, previewQuerySchema, type PreviewQuery } from './preview';
import { faqResponseSchema, promoParamsSchema, promoResponseSchema, promosResponseSchema, servicesResponseSchema } from './schemas';

const promoOut = (p: Promo) => ({
  code: p.code, title: p.title, summary: p.summary, image: p.image, body: { id: p.body.id, en: p.body.en },
  ...(p.startsAt ? { startsAt: p.startsAt } : {}), ...(p.endsAt ? { endsAt: p.endsAt } : {}),
  ...(p.cta ? { cta: p.cta } : {}), ...(p.terms ? { terms: p.terms } : {}),
});

export function contentPageRoutes(app: FastifyInstance, ctx: ContentContext): void {
  // Only promos running now (server clock), newest start first.
  const running = async (preview: { preview?: true }, filter = '', params: Record<string, unknown> = {}) =>
    (await ctx.reader.list<Promo>('promo', filter, params, 'startsAt desc, code asc', preview)).filter((p) => isOpen(p, ctx.now()));

  app.get<{ Querystring: PreviewQuery }>('/api/ui/promos', {
    schema: { tags: ['content'], summary: 'Running promos', querystring: previewQuerySchema, response: { 200: promosResponseSchema, ...errorResponses } },
  }, async (req, reply) => ({ promos: (await running(await previewOf(req, reply, ctx))).map(promoOut) }));

  app.get<{ Params: { code: string }; Querystring: PreviewQuery }>('/api/ui/promos/:code', {
    schema: {
      tags: ['content'], summary: 'One running promo by code', params: promoParamsSchema, querystring: previewQuerySchema,
      response: { 200: promoResponseSchema, ...errorResponses },
    },
  }, async (req, reply) => {
    const [promo] = await running(await previewOf(req, reply, ctx), 'code == $code', { code: req.params.code });
    if (!promo) throw notFound(`Unknown promo "${req.params.code}"`);
    return { promo: promoOut(promo) };
  });

  app.get<{ Querystring: PreviewQuery }>('/api/ui/faq', {
    schema: { tags: ['content'], summary: 'Home FAQ', querystring: previewQuerySchema, response: { 200: faqResponseSchema, ...errorResponses } },
  }, async (req, reply) => ({
    faq: (await ctx.reader.list<Faq>('faq', '', {}, undefined, await previewOf(req, reply, ctx))).map((f) => ({ question: f.question, answer: f.answer })),
  }));

  app.get<{ Querystring: PreviewQuery }>('/api/ui/services', {
    schema: { tags: ['content'], summary: 'Home services', querystring: previewQuerySchema, response: { 200: servicesResponseSchema, ...errorResponses } },
  }, async (req, reply) => ({
    services: (await ctx.reader.list<Service>('service', '', {}, undefined, await previewOf(req, reply, ctx))).map((s) => ({ title: s.title, text: s.text, img: s.img })),
  }));
}
