import type { FastifyInstance } from 'fastify';
import {
  logisticsBodySchema, logisticsParamsSchema, logisticsResponseSchema,
  type LogisticsBody, type LogisticsParams, type LogisticsResponse,
} from '../../contracts';
import type { ShopContext } from '../context';
import { DomainError, ErrorCode, badRequest } from '../domain/errors';
import { applySlaRule } from '../domain/sla';
import { errorResponses, isActivePackage } from './common';

type Option = LogisticsResponse['logistics'][number];

export function logisticsRoutes(app: FastifyInstance, ctx: ShopContext): void {
  const handler = async (params: LogisticsParams, body: LogisticsBody | undefined): Promise<LogisticsResponse> => {
    const options = await ctx.caches.catalogue.get(`logistics:${params.coverageId}`, async () => {
      const rows = await ctx.db.query<Option>(
        'SELECT ctype, name, price, old_price, free, sla, location_id FROM logistics WHERE coverage_id = $1 ORDER BY ctype',
        [params.coverageId],
      );
      return rows.map((r) => ({ ...r, price: r.free ? 0 : r.price, sla: applySlaRule(r.sla) }));
    });
    if (options.length === 0) throw badRequest(`Unknown coverageId ${params.coverageId}`);
    if (params.packageId !== undefined && !(await isActivePackage(ctx, params.packageId))) {
      throw new DomainError(ErrorCode.PackageNotAvailable, 409, 'Selected package is no longer available');
    }
    // An eSIM is delivered by e-mail: there is nothing to ship.
    return { logistics: body?.esim === true ? [] : options };
  };
  const schema = {
    tags: ['logistics'], summary: 'Delivery options of a coverage area, sorted by ctype, SLA rule applied',
    params: logisticsParamsSchema, body: logisticsBodySchema, response: { 200: logisticsResponseSchema, ...errorResponses },
  };
  app.post<{ Params: LogisticsParams; Body: LogisticsBody | undefined; Reply: LogisticsResponse }>(
    '/api/loc/:coverageId/logistics/:packageId', { schema }, async (req) => handler(req.params, req.body));
  app.post<{ Params: LogisticsParams; Body: LogisticsBody | undefined; Reply: LogisticsResponse }>(
    '/api/loc/:coverageId/logistics', { schema }, async (req) => handler(req.params, req.body));
}
