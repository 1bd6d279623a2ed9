import type { FastifyInstance } from 'fastify';
import {
  logisticsBodySchema, logisticsParamsSchema, logisticsResponseSchema,
  type LogisticsBody, type LogisticsParams, type LogisticsResponse,
} from '../../contracts';
import type { ShopContext } from '../context';
import { DomainError, ErrorCode, badRequest } from '../domain/errors';
import { applySlaRule } from '../domain/sla';
import { errorResponses } from './common';

type Option = LogisticsResponse['logistics'][number];

export function logisticsRoutes(app: FastifyInstance, ctx: ShopContext): void {
  const handler = async (params: LogisticsParams, body: LogisticsBody | undefined): Promise<LogisticsResponse> => {
    const known = await ctx.db.query<{ coverage_id: number }>('SELECT coverage_id FROM logistics WHERE coverage_id = $1 LIMIT 1', [params.coverageId]);
    if (known.length === 0) throw badRequest(`Unknown coverageId ${params.coverageId}`);
    if (params.packageId !== undefined) {
      const pkg = await ctx.db.query<{ id: number }>('SELECT id FROM packages WHERE id = $1 AND active', [params.packageId]);
      if (pkg.length === 0) throw new DomainError(ErrorCode.PackageNotAvailable, 409, 'Selected package is no longer available');
    }
    // An eSIM is delivered by e-mail: there is nothing to ship.
    if (body?.esim === true) return { logistics: [] };
    const rows = await ctx.db.query<Option>(
      'SELECT ctype, name, price, old_price, free, sla, location_id FROM logistics WHERE coverage_id = $1 ORDER BY ctype',
      [params.coverageId],
    );
    return { logistics: rows.map((r) => ({ ...r, price: r.free ? 0 : r.price, sla: applySlaRule(r.sla) })) };
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
