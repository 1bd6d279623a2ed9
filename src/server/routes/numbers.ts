import type { FastifyInstance } from 'fastify';
import {
  numberSearchQuerySchema, numberSearchResponseSchema, numberStatusParamsSchema, numberStatusResponseSchema,
  vanityParamsSchema, vanityQuerySchema, vanityResponseSchema,
  type NumberSearchQuery, type NumberSearchResponse, type NumberStatusParams, type NumberStatusResponse,
  type VanityParams, type VanityQuery, type VanityResponse,
} from '../../contracts';
import type { ShopContext } from '../context';
import { DomainError, ErrorCode, notFound } from '../domain/errors';
import {
  assertNumberAvailable, listLabels, normaliseRegularQuery, normaliseVanitySearch, searchRegularNumbers, searchVanityNumbers,
} from '../services/numbers';
import { errorResponses, isActivePackage } from './common';

const VANITY_SELECTORS = new Set(['vanity']);

export function numberRoutes(app: FastifyInstance, ctx: ShopContext): void {
  app.get<{ Querystring: NumberSearchQuery; Reply: NumberSearchResponse }>('/api/number/pre/reg', {
    schema: {
      tags: ['numbers'], summary: 'Available prepaid numbers; query = 3-4 digits anywhere in the number (else 40031)',
      querystring: numberSearchQuerySchema, response: { 200: numberSearchResponseSchema, ...errorResponses },
    },
  }, async (req) => {
    // cityId is accepted for the browser's convenience; the number inventory is national.
    const query = normaliseRegularQuery(req.query.query);
    const limit = req.query.limit ?? 20;
    const offset = req.query.offset ?? 0;
    // Listings are cached briefly (dropped on every reservation); the pick itself is re-checked
    // by POST /api/number/status and atomically by POST /api/orders.
    return ctx.caches.numbers.get(`regular:${query ?? ''}:${limit}:${offset}`, async () =>
      ({ numbers: await searchRegularNumbers(ctx.db, ctx.now(), query, limit, offset) }));
  });

  app.get<{ Params: VanityParams; Querystring: VanityQuery; Reply: VanityResponse }>('/api/v2/:selectorName/:packageId', {
    schema: {
      tags: ['numbers'], summary: 'Vanity numbers with labels; search = exactly 6 digits (else 40073)',
      params: vanityParamsSchema, querystring: vanityQuerySchema, response: { 200: vanityResponseSchema, ...errorResponses },
    },
  }, async (req) => {
    if (!VANITY_SELECTORS.has(req.params.selectorName)) throw notFound(`Unknown number selector "${req.params.selectorName}"`);
    const search = normaliseVanitySearch(req.query.search);
    if (!(await isActivePackage(ctx, req.params.packageId))) {
      throw new DomainError(ErrorCode.PackageNotAvailable, 409, 'Selected package is no longer available');
    }
    const { label, limit = 20, offset = 0 } = req.query;
    const [numbers, labels] = await Promise.all([
      ctx.caches.numbers.get(`vanity:${search ?? ''}:${label ?? ''}:${limit}:${offset}`, () =>
        searchVanityNumbers(ctx.db, ctx.now(), search, label, limit, offset)),
      ctx.caches.catalogue.get('labels', () => listLabels(ctx.db)),
    ]);
    return { numbers, labels };
  });

  app.post<{ Params: NumberStatusParams; Reply: NumberStatusResponse }>('/api/number/status/:numberId', {
    schema: {
      tags: ['numbers'], summary: 'Is the number still available? 40011 when not',
      params: numberStatusParamsSchema, response: { 200: numberStatusResponseSchema, ...errorResponses },
    },
  }, async (req) => {
    await assertNumberAvailable(ctx.db, ctx.now(), req.params.numberId);
    return { available: true as const };
  });
}
