// Promos (/promos, /promo/:code), FAQ and services.
import type { FastifyInstance } from 'fastify';
import type { ContentContext } from '../../content/context';
import type { Faq, Promo, Service } from '../../content/types';
import { isOpen } from './windows';
import { notFound } from '../../errors';
import { errorResponses } from '../../http/error-responses';
import { faqResponseSchema, promoParamsSchema, promoResponseSchema, promosResponseSchema, servicesResponseSchema } from './schemas';

const promoOut = (p: Promo) => ({
  code: p.code, title: p.title, summary: p.summary, image: p.image, body: { id: p.body.id, en: p.body.en },
  ...(p.startsAt ? { startsAt: p.startsAt } : {}), ...(p.endsAt ? { endsAt: p.endsAt } : {}),
  ...(p.cta ? { cta: p.cta } : {}), ...(p.terms ? { terms: p.terms } : {}),
});

export function contentPageRoutes(app: FastifyInstance, ctx: ContentContext): void {
  // Only promos running now (server clock), newest start first.
  const running = async (filter = '', params: Record<string, unknown> = {}) =>
    (await ctx.reader.list<Promo>('promo', filter, params, 'startsAt desc, code asc')).filter((p) => isOpen(p, ctx.now()));

  app.get('/api/ui/promos', {
    schema: { tags: ['content'], summary: 'Running promos', response: { 200: promosResponseSchema, ...errorResponses } },
  }, async () => ({ promos: (await running()).map(promoOut) }));

  app.get<{ Params: { code: string } }>('/api/ui/promos/:code', {
    schema: { tags: ['content'], summary: 'One running promo by code', params: promoParamsSchema, response: { 200: promoResponseSchema, ...errorResponses } },
  }, async (req) => {
    const [promo] = await running('code == $code', { code: req.params.code });
    if (!promo) throw notFound(`Unknown promo "${req.params.code}"`);
    return { promo: promoOut(promo) };
  });

  app.get('/api/ui/faq', {
    schema: { tags: ['content'], summary: 'Home FAQ', response: { 200: faqResponseSchema, ...errorResponses } },
  }, async () => ({ faq: (await ctx.reader.list<Faq>('faq')).map((f) => ({ question: f.question, answer: f.answer })) }));

  app.get('/api/ui/services', {
    schema: { tags: ['content'], summary: 'Home services', response: { 200: servicesResponseSchema, ...errorResponses } },
  }, async () => ({ services: (await ctx.reader.list<Service>('service')).map((s) => ({ title: s.title, text: s.text, img: s.img })) }));
}
